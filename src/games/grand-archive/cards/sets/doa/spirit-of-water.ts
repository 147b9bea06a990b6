/** Spirit of Water (champion, water, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "tafqldAGRF",
  name: "Spirit of Water",
  text: "On Enter: Draw seven cards.",
  abilities: [{ kind: "trigger", on: "onEnter", effects: [{ op: "draw", amount: 7 }] }],
});
