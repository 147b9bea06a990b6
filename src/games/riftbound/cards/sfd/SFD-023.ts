import { defineCard } from "../types.js";

/**
 * Piercing Light — Spell, Fury, 2 Energy + 1 Fury. [Repeat] [2][Fury] (CR 1.4 820).
 */
export default defineCard({
  code: "SFD-023",
  name: "Piercing Light",
  text: "[Repeat] :rb_energy_2::rb_rune_fury: (You may pay the additional cost to repeat this spell's effect.)\nDeal 2 to a unit at a battlefield, then deal 2 to up to one other unit.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2, power: { n: 1, domain: "Fury" } },
    },
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", at: "battlefield" } },
        { id: "other", filter: { type: "unit" }, upTo: true, distinctFrom: "unit" },
      ],
      effects: [
        { op: "damage", amount: 2, to: { target: "unit" } },
        { op: "damage", amount: 2, to: { target: "other" } },
      ],
    },
  ],
});
