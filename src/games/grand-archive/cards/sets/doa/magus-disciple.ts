/** Magus Disciple (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pnDhApDNvR",
  name: "Magus Disciple",
  text: "Your champion gets +1 level.\n\n[Class Bonus] On Death: Draw a card. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "championLevel", amount: 1 },
    { kind: "trigger", on: "onDeath", effects: [{ op: "draw", amount: 1 }], condition: { kind: "classBonus" } },
  ],
});
