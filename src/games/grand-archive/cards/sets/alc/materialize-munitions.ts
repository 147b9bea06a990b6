/** Materialize Munitions (action, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xi74wa4x7e",
  name: "Materialize Munitions",
  text: "[Class Bonus] This card costs 1 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nMaterialize a Bullet card from your material deck. (You still pay its costs.)",
  abilities: [
    { kind: "costLess", amount: 1, condition: { kind: "classBonus" } },
    { kind: "effect", effects: [{ op: "materializePaying", subtype: "BULLET" }] },
  ],
});
