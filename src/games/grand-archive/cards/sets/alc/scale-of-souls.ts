/** Scale of Souls (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "0z2snsdwmx",
  name: "Scale of Souls",
  text: "[Class Bonus] Balance — At the beginning of your recollection phase, if the amount of cards in your hand and memory are equal, recover 2.\n\n(2), REST: Return a card from your memory to your hand.",
  abilities: [
    {
      kind: "trigger",
      on: "beginRecollection",
      intervening: { kind: "balance" },
      effects: [{ op: "recover", amount: 2 }],
      condition: { kind: "classBonus" },
    },
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 2 }, { kind: "restSelf" }],
      effects: [{ op: "memoryToHand" }],
    },
  ],
});
