/** Warrior's Longsword (regalia/weapon, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "jF1VuIR7a6",
  name: "Warrior's Longsword",
  text: "[Class Bonus] Warrior's Longsword gets +1 POWER. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "static", who: { kind: "self" }, power: 1, condition: { kind: "classBonus" } }],
});
