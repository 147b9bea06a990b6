import { defineCard } from "../types.js";

/**
 * Xin Zhao, Vigilant — Unit (Champion), Order, 3 Energy + 1 Order. [Tank] is printed; checked as he enters (568.3).
 */
export default defineCard({
  code: "SFD-176",
  name: "Xin Zhao, Vigilant",
  text: "[Tank] (I must be assigned combat damage first.)\nI enter ready if you have two or more other units in your base.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enters",
        state: "ready",
        when: { exists: { type: "unit", controller: "friendly", at: "base", other: true }, atLeast: 2 },
      },
    },
  ],
});
