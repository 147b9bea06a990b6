import { defineCard } from "../types.js";

/**
 * Emperor's Divide — Spell, Calm, 2 Energy. Hidden and Action are printed. "Friendly units at a battlefield": any
 * number of them at one battlefield (`group.sameLocation`, CR 1.4 355.11; docs/rules-decisions.md).
 */
export default defineCard({
  code: "SFD-043",
  name: "Emperor's Divide",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nMove any number of friendly units at a battlefield to their base.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "units",
          filter: { type: "unit", controller: "friendly", at: "battlefield" },
          any: true,
          group: { sameLocation: true },
        },
      ],
      effects: [{ op: "moveToBase", what: { target: "units" } }],
    },
  ],
});
