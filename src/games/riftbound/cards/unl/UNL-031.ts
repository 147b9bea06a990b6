import { defineCard } from "../types.js";

/**
 * Combat Experience — Spell, Calm, 1 Energy.
 * Reaction (printed). [Level 6] (CR 1.4 824): read as the spell resolves, the +3 replaces the +1 ("instead").
 */
export default defineCard({
  code: "UNL-031",
  name: "Combat Experience",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit +1 :rb_might: this turn.\n[Level 6][>] Give it +3 :rb_might: this turn instead. (While you have 6+ XP, get the effect.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "if",
          cond: { xpAtLeast: 6 },
          then: [{ op: "might", what: { target: "unit" }, amount: 3, duration: "turn" }],
          else: [{ op: "might", what: { target: "unit" }, amount: 1, duration: "turn" }],
        },
      ],
    },
  ],
});
