/** Bauble of Abundance (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "Z9TCpaMJTc",
  name: "Bauble of Abundance",
  text: "Banish Bauble of Abundance: Each player draws a card.",
  abilities: [
    { kind: "activated", costs: [{ kind: "banishSelf" }], effects: [{ op: "draw", amount: 1, who: "each" }] },
  ],
});
