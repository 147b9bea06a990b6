/** Invoke Dominance (action, tera, reserve 1, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "PLljzdiMmq",
  name: "Invoke Dominance",
  text: "Preserve (Put this card into its owner's material deck preserved as it resolves. As you materialize, you may instead return a preserved card to your hand.)\n\nYour champion gets +3 level until end of turn. You can't activate non-ally cards this turn.",
  abilities: [
    { kind: "keyword", keyword: "preserve" },
    { kind: "effect", effects: [{ op: "championLevelGet", amount: 3 }, { op: "onlyAlliesThisTurn" }] },
  ],
});
