/** Ornamental Greatsword (regalia/weapon, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qyQLlDYBlr",
  name: "Ornamental Greatsword",
  text: "[Class Bonus] On Enter: Target ally you control gets +1 POWER until end of turn. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "pump", target: { kind: "target", filter: { type: "ally", controller: "you" } }, power: 1 }],
      condition: { kind: "classBonus" },
    },
  ],
});
