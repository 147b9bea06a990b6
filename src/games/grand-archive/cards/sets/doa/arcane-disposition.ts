/** Arcane Disposition (action, arcane, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "blq7qXGvWH",
  name: "Arcane Disposition",
  text: "Draw two cards. At the beginning of the next end phase, discard your hand.\n\n[Class Bonus:] Draw a card.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "draw", amount: 2 }, { op: "discardHandAtNextEndPhase" }],
    },
    { kind: "effect", effects: [{ op: "draw", amount: 1 }], condition: { kind: "classBonus" } },
  ],
});
