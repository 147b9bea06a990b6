import { defineCard } from "../types.js";

/**
 * Friendship — Spell, Calm, 1 Energy. Reaction. "+1 for each of the following tags among your units": one +1 per
 * tag that at least one unit you control has on resolution (139.2, 185), so at most +4.
 */
export default defineCard({
  code: "UNL-046",
  name: "Friendship",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Give it +1 :rb_might: this turn for each of the following tags among your units — Bird, Cat, Dog, and Poro.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: (["Bird", "Cat", "Dog", "Poro"] as const).map((tag) => ({
        op: "if" as const,
        cond: { exists: { type: "unit" as const, controller: "friendly" as const, tag } },
        then: [{ op: "might" as const, what: { target: "unit" }, amount: 1, duration: "turn" as const }],
      })),
    },
  ],
});
