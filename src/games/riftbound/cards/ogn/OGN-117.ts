import { defineCard } from "../types.js";

/** Viktor, Innovator — Unit, Mind, 4 Energy + 1 Power. */
export default defineCard({
  code: "OGN-117",
  name: "Viktor, Innovator",
  text: "When you play a card on an opponent's turn, play a 1 :rb_might: Recruit unit token in your base.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", data: { onOpponentsTurn: true } },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "base" }],
    },
  ],
});
