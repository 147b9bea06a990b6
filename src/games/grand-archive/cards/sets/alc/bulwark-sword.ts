/** Bulwark Sword (regalia weapon, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "8kmoi0a5uh",
  name: "Bulwark Sword",
  text: "[Class Bonus] Bulwark Sword gets +1 POWER. (Apply this effect only if your champion's class matches this card's class.)\n\nAs an additional cost to use this weapon for an attack, pay (2).",
  abilities: [
    { kind: "static", who: { kind: "self" }, power: 1, condition: { kind: "classBonus" } },
    { kind: "weaponAttackCost", amount: 2 },
  ],
});
