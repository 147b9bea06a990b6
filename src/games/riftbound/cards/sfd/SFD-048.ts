import { defineCard } from "../types.js";

/**
 * Stellacorn Herder — Unit, Calm, 4 Energy. "When I move" (608): any move of his.
 */
export default defineCard({
  code: "SFD-048",
  name: "Stellacorn Herder",
  text: "When I move, draw 1.",
  abilities: [{ kind: "triggered", on: "moved", filter: { self: true }, effects: [{ op: "draw", n: 1 }] }],
});
