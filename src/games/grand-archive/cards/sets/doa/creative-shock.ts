/** Creative Shock (action, fire, reserve 3, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "BqDw4Mei4C",
  name: "Creative Shock",
  text: "Draw two cards, then discard a card.\nClass Bonus: If a fire element card was discarded, you may choose a unit and deal 2 damage to it. (Apply the additional effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "effect", effects: [{ op: "draw", amount: 2 }, { op: "discardOne" }] },
    {
      kind: "effect",
      effects: [{ op: "mayDamageChosenUnit", amount: 2, ifDiscardedElement: "FIRE" }],
      condition: { kind: "classBonus" },
    },
  ],
});
