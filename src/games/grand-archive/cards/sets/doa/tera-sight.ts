/** Tera Sight (action, tera, reserve 0, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "2Ojrn7buPe",
  name: "Tera Sight",
  text: "Preserve (Put this card into its owner's material deck preserved as it resolves. As you materialize, you may instead return a preserved card to your hand.)\n\nDraw a card.",
  abilities: [
    { kind: "keyword", keyword: "preserve" },
    { kind: "effect", effects: [{ op: "draw", amount: 1 }] },
  ],
});
