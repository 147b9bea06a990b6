/** Academy Attendant (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "m4c8ljyevp",
  name: "Academy Attendant",
  text: "[Class Bonus] [Memory 4+] Academy Attendant gets +1 POWER. (Apply this effect only if your champion's class matches this card's class and only if there are four or more cards in your memory.)",
  abilities: [
    {
      kind: "static",
      who: { kind: "self" },
      power: 1,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "memoryAtLeast", count: 4 }] },
    },
  ],
});
