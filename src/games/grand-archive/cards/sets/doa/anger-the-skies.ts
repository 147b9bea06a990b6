/** Anger the Skies (action, arcane, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "wOKw0q4SZR",
  name: "Anger the Skies",
  text: "Deal 3 damage to all allies. Class Bonus: Deal 4 damage to those allies instead.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "damage", target: { kind: "all", filter: { type: "ally" } }, amount: 3 }],
      condition: { kind: "not", condition: { kind: "classBonus" } },
    },
    {
      kind: "effect",
      effects: [{ op: "damage", target: { kind: "all", filter: { type: "ally" } }, amount: 4 }],
      condition: { kind: "classBonus" },
    },
  ],
});
