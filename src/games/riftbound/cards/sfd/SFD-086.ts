import { defineCard } from "../types.js";

/**
 * World Atlas — Gear (Equipment), Mind. Effect Text (CR 1.4 136.2): "When I hold, play two Gold gear tokens exhausted."; Might Bonus +2.
 */
export default defineCard({
  code: "SFD-086",
  name: "World Atlas",
  text: "[Equip] :rb_rune_mind: (:rb_rune_mind:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Mind" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Gold", n: 2, at: "base" }],
    },
  ],
});
