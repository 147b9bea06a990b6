/** Gray Wolf (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "hJ2xh9lNMR",
  name: "Gray Wolf",
  text: "Pride 2 (This ally won't obey you unless your champion is level 2 or higher.)",
  abilities: [{ kind: "pride", level: 2 }],
});
