/** Condensed Supernova (item, astra, reserve 7). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "14m4c8ljye",
  name: "Condensed Supernova",
  text: "Brew — One Silvershine, Two Adjuvants, Two Catalysts\n\nSacrifice Condensed Supernova: Deal LV damage to all non-astra element units. Glimpse 4. (LV refers to your champion's level.)",
  abilities: [
    {
      kind: "brew",
      recipe: [
        { count: 1, name: "Silvershine" },
        { count: 2, subtype: "ADJUVANT" },
        { count: 2, subtype: "CATALYST" },
      ],
    },
    {
      kind: "activated",
      costs: [{ kind: "sacrificeSelf" }],
      effects: [
        {
          op: "damage",
          target: { kind: "all", filter: { type: "unit", notElement: "ASTRA" } },
          amount: { count: "championLevel" },
        },
        { op: "glimpse", amount: 4 },
      ],
    },
  ],
});
