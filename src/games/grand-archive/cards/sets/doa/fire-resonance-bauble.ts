/** Fire Resonance Bauble (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "LROrzTmh55",
  name: "Fire Resonance Bauble",
  text: "Banish Fire Resonance Bauble: Draw a card. Activate this ability only if an opponent controls a fire element champion.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "draw", amount: 1 }],
      condition: { kind: "opponentChampionElement", element: "FIRE" },
    },
  ],
});
