import { defineCard } from "../types.js";

/**
 * Doran's Ring — Gear (Equipment), Chaos. Effect Text (CR 1.4 136.2): "When I conquer, discard 1, then draw 1."; Might Bonus +1.
 */
export default defineCard({
  code: "SFD-124",
  name: "Doran's Ring",
  text: "[Equip] :rb_rune_chaos: (:rb_rune_chaos:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Chaos" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
