/** Cleric Robes (regalia/item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pv4n1n3gyg",
  name: "Cleric Robes",
  text: "[Class Bonus] On Enter: Draw a card. (Apply this effect only if your champion’s class matches this card’s class.)\n\n(1), REST: Prevent the next 1 damage that would be dealt to your champion this turn.",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "draw", amount: 1 }], condition: { kind: "classBonus" } },
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 1 }, { kind: "restSelf" }],
      effects: [{ op: "preventNextDamage", target: { kind: "champion", who: "you" }, amount: 1, total: true }],
    },
  ],
});
