/** Swift Recruit (ally, wind, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "mHd6LLyMyF",
  name: "Swift Recruit",
  text: "Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally.)\n\nFloating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "keyword", keyword: "intercept" },
    { kind: "keyword", keyword: "floatingMemory" },
  ],
});
