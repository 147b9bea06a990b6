import { defineCard } from "../types.js";

/**
 * Vicious Snapjaws — Unit, Chaos, 5 Energy.
 * "Another friendly unit": not him (559.3).
 */
export default defineCard({
  code: "UNL-129",
  name: "Vicious Snapjaws",
  text: "When another friendly unit dies, gain 1 XP.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly", other: true } },
      effects: [{ op: "gainXp", n: 1 }],
    },
  ],
});
