/** Arcane Sight (action, arcane, reserve 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "XLrHaYV9VB",
  name: "Arcane Sight",
  text: "Your champion gets +1 level until end of turn.\nDraw a card.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "championLevelGet", amount: 1 },
        { op: "draw", amount: 1 },
      ],
    },
  ],
});
