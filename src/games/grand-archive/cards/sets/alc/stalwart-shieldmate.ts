/** Stalwart Shieldmate (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "eifnz0fgm3",
  name: "Stalwart Shieldmate",
  text: "Taunt (While awake, this ally must be targeted before other units you control during your opponents' attack declarations if able.)\n\nFloating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "keyword", keyword: "taunt" },
    { kind: "keyword", keyword: "floatingMemory" },
  ],
});
