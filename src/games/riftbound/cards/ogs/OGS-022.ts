import { defineCard } from "../types.js";

/** Final Spark — Spell (Signature, Lux), Mind/Order, 8 Energy. Action. */
export default defineCard({
  code: "OGS-022",
  name: "Final Spark",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 8 to a unit.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "damage", amount: 8, to: { target: "unit" } }],
    },
  ],
});
