/** Imperial Rifleman (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "17fzcyfrzr",
  name: "Imperial Rifleman",
  text: "Ranged 2 (As long as this unit is distant, its attacks get +2 POWER.)\n\n[Class Bonus] On Enter: Imperial Rifleman becomes distant. (Units stay distant until the end of their controller's turn. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "ranged", amount: 2 },
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "becomeDistant", target: { kind: "self" } }],
      condition: { kind: "classBonus" },
    },
  ],
});
