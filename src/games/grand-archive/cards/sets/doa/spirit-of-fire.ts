/** Spirit of Fire (champion, fire, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "LMyKyVC2O9",
  name: "Spirit of Fire",
  text: "On Enter: Draw seven cards.",
  abilities: [{ kind: "trigger", on: "onEnter", effects: [{ op: "draw", amount: 7 }] }],
});
