/** Archon Broadsword (regalia weapon, neos, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pyx8bd7ozu",
  name: "Archon Broadsword",
  text: "As an additional cost to use this weapon for an attack, pay (2).\n\n[Class Bonus] Archon Broadsword gets +1 POWER for each token you control. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "weaponAttackCost", amount: 2 },
    { kind: "static", who: { kind: "self" }, power: { count: "tokensYouControl" }, condition: { kind: "classBonus" } },
  ],
});
