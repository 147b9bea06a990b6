import { defineCard } from "../types.js";

/** Cloud Drake — Unit, Mind, 6 Energy. "When you play me" is a played trigger of this card (CR 1.4 383). */
export default defineCard({
  code: "VEN-048",
  name: "Cloud Drake",
  text: "When you play me, draw 1.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] }],
});
