/** Song of Nurturing (action, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "4hbA9FT56L",
  name: "Song of Nurturing",
  text: "Allies you control get +2 LIFE until end of turn. Class Bonus: Those allies also get +1 POWER until end of turn. (Apply the additional effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, life: 2 }],
    },
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, power: 1 }],
      condition: { kind: "classBonus" },
    },
  ],
});
