import { defineCard } from "../types.js";

/**
 * Darius, Trifarian — Unit (Champion), Fury, 5 Energy + 1 Fury Power. "Your second card in a turn": the second
 * "played" event of the turn performed by you (583, 543.2); played as that second card he sees his own play
 * (OFAQ-81), since he is on the board when it is recorded.
 */
export default defineCard({
  code: "OGN-027",
  name: "Darius, Trifarian",
  text: "When you play your second card in a turn, give me +2 :rb_might: this turn and ready me.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you" },
      limit: { nth: 2, per: "turn" },
      effects: [
        { op: "might", what: { self: true }, amount: 2, duration: "turn" },
        { op: "ready", what: { self: true } },
      ],
    },
  ],
});
