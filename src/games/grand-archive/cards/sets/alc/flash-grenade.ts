/** Flash Grenade (regalia, item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "isxy5lh23q",
  name: "Flash Grenade",
  text: "[Class Bonus] On Enter: Draw a card. (Apply this effect only if your champion's class matches this card's class.)\n\nBanish Flash Grenade: Until end of turn, if damage would be dealt to a distant unit you control, prevent 3 of that damage.",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "draw", amount: 1 }], condition: { kind: "classBonus" } },
    { kind: "activated", costs: [{ kind: "banishSelf" }], effects: [{ op: "preventToDistantUnits", amount: 3 }] },
  ],
});
