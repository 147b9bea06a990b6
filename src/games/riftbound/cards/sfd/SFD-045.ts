import { defineCard } from "../types.js";

/**
 * Not So Fast — Spell, Calm, 2 Energy + 1 Calm. [Reaction] is printed. "Counter an enemy spell or ability that
 * chooses a friendly unit or gear": a choice on the chain (559.3, CR 1.4 601) — an enemy spell (its card) or triggered /
 * activated ability (its chain item) one of whose choices is still a friendly unit or gear on the board, legal or not
 * (Repulse FAQ). It must still be so as this resolves (563.2.c).
 */
export default defineCard({
  code: "SFD-045",
  name: "Not So Fast",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter an enemy spell or ability that chooses a friendly unit or gear.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "item",
          filter: {},
          chainItem: { controller: "enemy", chooses: { type: "permanent", controller: "friendly" } },
        },
      ],
      effects: [{ op: "counter", what: { target: "item" } }],
    },
  ],
});
