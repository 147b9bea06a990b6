/** Banner Knight (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "IAkuSSnzYB",
  name: "Banner Knight",
  text: "[Class Bonus] [Level 2+] Other allies and weapons you control get +1 POWER. (Apply this effect only if your champion's class matches this card's class and only if your champion is level 2 or higher.)",
  abilities: [
    {
      kind: "static",
      who: { kind: "all", filter: { type: "ally", controller: "you", other: true } },
      power: 1,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
    {
      kind: "static",
      who: { kind: "all", filter: { type: "weapon", controller: "you" } },
      power: 1,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
  ],
});
