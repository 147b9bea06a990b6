/** Water Barrier (action, water, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xWJND68I8X",
  name: "Water Barrier",
  text: "The next time damage would be dealt to your champion this turn, prevent all but 1 of that damage.\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "effect", effects: [{ op: "preventAllBut", target: { kind: "champion", who: "you" }, keep: 1 }] },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
