/** Water Resonance Bauble (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "dSSRtNnPtw",
  name: "Water Resonance Bauble",
  text: "Banish Water Resonance Bauble: Draw a card. Activate this ability only if an opponent controls a water element champion.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "draw", amount: 1 }],
      condition: { kind: "opponentChampionElement", element: "WATER" },
    },
  ],
});
