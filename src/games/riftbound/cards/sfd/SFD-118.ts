import { defineCard } from "../types.js";

/**
 * Boneshiver — Gear (Equipment), Body. Effect Text (CR 1.4 136.2): "When I conquer, channel 1 rune exhausted."; Might Bonus +2.
 */
export default defineCard({
  code: "SFD-118",
  name: "Boneshiver",
  text: "[Equip] :rb_energy_1::rb_rune_body: (:rb_energy_1::rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { energy: 1, power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "channel", n: 1, exhausted: true }],
    },
  ],
});
