import { defineCard } from "../types.js";

/**
 * Chemtech Cask — Gear, Mind, 1 Energy. "When you play a spell on an opponent's turn" (555); "you may exhaust me to"
 * is the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-063",
  name: "Chemtech Cask",
  text: "When you play a spell on an opponent's turn, you may exhaust me to play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" }, data: { onOpponentsTurn: true } },
      cost: { pay: { exhaustSelf: true } },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});
