import { defineCard } from "../types.js";

/**
 * Card Sharp — Unit, Mind, 3 Energy. "You … may" is a `may`; "each opponent may" is each opponent's own choice in turn
 * order (CR 1.4 355.10, `othersChoose` limited to opponents, 648.8.d). Each opponent who plays a Gold token (CR 1.4
 * 187; played exhausted, as gear tokens enter) makes its controller play one more.
 */
export default defineCard({
  code: "SFD-081",
  name: "Card Sharp",
  text: "When you play me, you and each opponent may play a Gold gear token exhausted. For each opponent who did, you play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "may",
          prompt: "Play a Gold gear token exhausted?",
          then: [{ op: "token", token: "Gold", n: 1, at: "base" }],
        },
        {
          op: "othersChoose",
          as: "them",
          players: "opponents",
          options: [
            {
              id: "gold",
              label: "Play a Gold gear token exhausted",
              effects: [
                { op: "actAs", seat: null, seatVar: "them" },
                { op: "token", token: "Gold", n: 1, at: "base" },
                { op: "actAs", seat: null },
                { op: "token", token: "Gold", n: 1, at: "base" },
              ],
            },
            { id: "no", label: "Don't play a Gold token", effects: [] },
          ],
        },
      ],
    },
  ],
});
