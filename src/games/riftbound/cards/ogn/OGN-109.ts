import { defineCard } from "../types.js";

/** Dr. Mundo, Expert — Unit (Champion), Mind, 8 Energy + 2 Mind Power. */
export default defineCard({
  code: "OGN-109",
  name: "Dr. Mundo, Expert",
  text: "My Might is increased by the number of cards in your trash.\nAt the start of your Beginning Phase, recycle 3 from your trash.",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: { count: { at: "trash" } } } }, // "for each" (Amount count)
    {
      kind: "triggered",
      on: "beginningPhase", // 515.2
      filter: { player: "you" },
      effects: [{ op: "recycleFromTrash", n: 3 }], // 594.6
    },
  ],
});
