/** Blanche, Sheltering Saint (unique ally, norm, Cleric, reserve 2, 1/2): a card outside the starters. */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "5k1vt1cn1t",
  name: "Blanche, Sheltering Saint",
  text: "[Level 2+] Fast Activation (You may activate this card at fast speed.)\n\nIf another unit you control would be dealt non-combat damage, prevent an amount of that damage equal to the amount of cards in your memory.",
  abilities: [
    { kind: "keyword", keyword: "fastActivation", condition: { kind: "levelAtLeast", level: 2 } },
    {
      kind: "staticPrevention",
      to: { type: "unit", controller: "you", other: true },
      nonCombatOnly: true,
      amount: { count: "memoryCards" },
    },
  ],
});
