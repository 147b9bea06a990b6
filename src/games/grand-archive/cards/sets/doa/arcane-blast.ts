/** Arcane Blast (action, arcane, reserve 11). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pn9gQjV3Rb",
  name: "Arcane Blast",
  text: "Efficiency (This card costs LV less to activate. LV refers to your champion's level.)\n\nDeal 11 damage to target champion.",
  abilities: [
    { kind: "keyword", keyword: "efficiency" },
    {
      kind: "effect",
      effects: [{ op: "damage", target: { kind: "target", filter: { type: "champion" } }, amount: 11 }],
    },
  ],
});
