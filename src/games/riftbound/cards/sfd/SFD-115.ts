import { defineCard } from "../types.js";

/**
 * Trinity Force — Gear (Equipment), Body. Effect Text (CR 1.4 136.2): "When I hold, score 1 point."; Might Bonus +2.
 */
export default defineCard({
  code: "SFD-115",
  name: "Trinity Force",
  text: "[Equip] :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});
