/** Spirit of Wind (champion, wind, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pNiyaGlIe7",
  name: "Spirit of Wind",
  text: "On Enter: Draw seven cards.",
  abilities: [{ kind: "trigger", on: "onEnter", effects: [{ op: "draw", amount: 7 }] }],
});
