/** Quickdraw Piercer (regalia, weapon, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "j4f15joh30",
  name: "Quickdraw Piercer",
  text: "(Gun — Must be loaded to use for an attack and can't be used with an attack card.)\n\n[Class Bonus] On Banish: Draw a card. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "trigger", on: "onBanish", effects: [{ op: "draw", amount: 1 }], condition: { kind: "classBonus" } },
  ],
});
