import { defineCard } from "../types.js";

/**
 * Crumbling Sands — Spell, Calm, 1 Energy + 1 Power. Reaction (card data).
 * Read on resolution: a spell an opponent played this turn is in the event record. Spells are recorded as played
 * when they finish resolving (543.2), so the chosen spell, still on the chain, is never counted ("another spell").
 */
export default defineCard({
  code: "VEN-039",
  name: "Crumbling Sands",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell if an opponent has played another spell this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [
        {
          op: "if",
          cond: { happened: { kind: "played", filter: { player: "opponent", subject: { type: "spell" } } } },
          then: [{ op: "counter", what: { target: "spell" } }],
        },
      ],
    },
  ],
});
