/** Surveillance Stone (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "kk46Whz7CJ",
  name: "Surveillance Stone",
  text: "Whenever an opponent declares an attack with a unit for the third time each turn, you may banish Surveillance Stone. If you do, draw a card.",
  abilities: [
    {
      kind: "trigger",
      on: "opponentThirdAttackEachTurn",
      effects: [
        {
          op: "may",
          prompt: "Banish Surveillance Stone? If you do, draw a card.",
          doing: { op: "banishSelf" },
          then: [{ op: "draw", amount: 1 }],
        },
      ],
    },
  ],
});
