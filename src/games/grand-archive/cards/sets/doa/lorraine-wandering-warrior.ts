/** Lorraine, Wandering Warrior (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "DpHDGaX2Pn",
  name: "Lorraine, Wandering Warrior",
  text: "On Enter: Materialize a weapon card with memory cost 0 from your material deck.",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "materializeFromMaterialDeck", type: "weapon", memoryCost: 0 }] },
  ],
});
