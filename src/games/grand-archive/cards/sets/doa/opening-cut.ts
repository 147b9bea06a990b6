/** Opening Cut (attack, norm, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vBetRTn3eW",
  name: "Opening Cut",
  text: "[Class Bonus] As long as you have exactly one card in your memory, Opening Cut gets +2 POWER. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "static",
      who: { kind: "self" },
      power: 2,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "memoryExactly", count: 1 }] },
    },
  ],
});
