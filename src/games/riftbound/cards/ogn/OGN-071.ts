import { defineCard } from "../types.js";

/** Party Favors — Spell, Calm, 3 Energy. */
export default defineCard({
  code: "OGN-071",
  name: "Party Favors",
  text: "Each other player chooses Cards or Runes. For each player that chooses Cards, you and that player each draw 1. For each player that chooses Runes, you and that player each channel 1 rune exhausted.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "othersChoose",
          as: "that",
          options: [
            {
              id: "cards",
              label: "Cards",
              effects: [
                { op: "draw", n: 1 },
                { op: "draw", n: 1, who: { var: "that" } },
              ],
            },
            {
              id: "runes",
              label: "Runes",
              effects: [
                { op: "channel", n: 1, exhausted: true },
                { op: "channel", n: 1, exhausted: true, who: { var: "that" } },
              ],
            },
          ],
        },
      ],
    },
  ],
});
