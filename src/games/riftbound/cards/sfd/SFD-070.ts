import { defineCard } from "../types.js";

/**
 * Wages of Pain — Spell, Mind, 3 Energy. Hidden and Action are printed.
 */
export default defineCard({
  code: "SFD-070",
  name: "Wages of Pain",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield. Play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        { op: "damage", amount: 3, to: { target: "unit" } },
        { op: "token", token: "Gold", n: 1, at: "base" },
      ],
    },
  ],
});
