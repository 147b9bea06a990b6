/** Enchaining Gale (action, wind, reserve 2, fast): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xhs5jwsl7d",
  name: "Enchaining Gale",
  text: "[Class Bonus] This card costs 1 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nSuppress target ally. (To suppress an ally, banish it and return it to the field under its owner's control at the beginning of the next end phase.)",
  abilities: [
    { kind: "costLess", amount: 1, condition: { kind: "classBonus" } },
    { kind: "effect", effects: [{ op: "suppress", target: { kind: "target", filter: { type: "ally" } } }] },
  ],
});
