/** Life Essence Amulet (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "1XegCUjBnY",
  name: "Life Essence Amulet",
  text: "Whenever an ally you control dies while it's not your turn, you may banish Life Essence Amulet. If you do, draw a card.",
  abilities: [
    {
      kind: "trigger",
      on: "allyYouControlDiesNotYourTurn",
      effects: [
        {
          op: "may",
          prompt: "Banish Life Essence Amulet? If you do, draw a card.",
          doing: { op: "banishSelf" },
          then: [{ op: "draw", amount: 1 }],
        },
      ],
    },
  ],
});
