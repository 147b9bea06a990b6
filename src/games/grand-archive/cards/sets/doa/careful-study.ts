/** Careful Study (action, norm, reserve 8). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "4NkVdSx9ed",
  name: "Careful Study",
  text: "Efficiency (This card costs LV less to activate. LV refers to your champion's level.)\n\nPut five enlighten counters on your champion. (You may remove three enlighten counters from your champion to draw a card.)",
  abilities: [
    { kind: "keyword", keyword: "efficiency" },
    { kind: "effect", effects: [{ op: "enlighten", amount: 5 }] },
  ],
});
