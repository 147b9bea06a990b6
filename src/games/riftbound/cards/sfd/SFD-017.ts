import { defineCard } from "../types.js";

/**
 * Sudden Storm — Spell, Fury, 3 Energy. Hidden and Action are printed. Whether it is attacking is read on resolution
 * (620.3, 563.2).
 */
export default defineCard({
  code: "SFD-017",
  name: "Sudden Storm",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nDeal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { state: ["attacking"] } },
          then: [{ op: "damage", amount: 4, to: { target: "unit" } }],
          else: [{ op: "damage", amount: 2, to: { target: "unit" } }],
        },
      ],
    },
  ],
});
