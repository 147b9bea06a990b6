/** Honorable Vanguard (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "cWJqSwhKEQ",
  name: "Honorable Vanguard",
  text: "Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [{ kind: "keyword", keyword: "floatingMemory" }],
});
