/** Wind Resonance Bauble (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "bHGUNMFLg9",
  name: "Wind Resonance Bauble",
  text: "Banish Wind Resonance Bauble: Draw a card. Activate this ability only if an opponent controls a wind element champion.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "draw", amount: 1 }],
      condition: { kind: "opponentChampionElement", element: "WIND" },
    },
  ],
});
