/** Force Load (action, fire, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "y6isxy5lh2",
  name: "Force Load",
  text: "Choose a fire or norm element Bullet card from your material deck with memory cost 0 and load it into target Gun weapon you control. (As a weapon is used for an attack, all of its loaded cards are put into the attacker's intent.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "loadFromMaterialDeck",
          target: { kind: "target", filter: { type: "weapon", subtype: "GUN", controller: "you" } },
          subtype: "BULLET",
          elements: ["FIRE", "NORM"],
          memoryCost: 0,
        },
      ],
    },
  ],
});
