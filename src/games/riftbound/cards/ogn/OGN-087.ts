import { defineCard } from "../types.js";

/** Lecturing Yordle — Unit, Mind, 3 Energy. Tank. */
export default defineCard({
  code: "OGN-087",
  name: "Lecturing Yordle",
  text: "[Tank] (I must be assigned combat damage first.)\nWhen you play me, draw 1.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] }],
});
