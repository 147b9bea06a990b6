/** Prototype Pistol (regalia, weapon, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "frzrplywc0",
  name: "Prototype Pistol",
  text: "(Gun — Must be loaded to use for an attack and can't be used with an attack card.)\n\n[Class Bonus] On Enter: Prototype Pistol gets +1 POWER until end of turn. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "pump", target: { kind: "self" }, power: 1 }],
      condition: { kind: "classBonus" },
    },
  ],
});
