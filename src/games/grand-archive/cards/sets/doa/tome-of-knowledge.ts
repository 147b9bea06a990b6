/** Tome of Knowledge (regalia/item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "yDARN8eV6B",
  name: "Tome of Knowledge",
  text: "[Class Bonus] Your champion gets +1 level. (Apply this effect only if your champion's class matches this card's class.)\n\nBanish Tome of Knowledge: Draw a card.",
  abilities: [
    { kind: "championLevel", amount: 1, condition: { kind: "classBonus" } },
    { kind: "activated", costs: [{ kind: "banishSelf" }], effects: [{ op: "draw", amount: 1 }] },
  ],
});
