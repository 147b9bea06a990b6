/** Power Overwhelming (action, arcane, reserve 0, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "AnEPyfFfHj",
  name: "Power Overwhelming",
  text: "Remove any amount of enlighten counters from your champion. Your champion gets +1 level for each counter removed this way until end of turn.",
  abilities: [{ kind: "effect", effects: [{ op: "removeEnlightenForLevel" }] }],
});
