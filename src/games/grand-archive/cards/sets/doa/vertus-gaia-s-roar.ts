/** Vertus, Gaia's Roar (unique ally, tera, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "dZ960Hnkzv",
  name: "Vertus, Gaia's Roar",
  text: "Pride 10 (This ally won't obey you unless your champion is level 10 or higher.)\n\n[Class Bonus] On Enter: Allies you control get +1 POWER for each Animal and/or Beast ally card in your graveyard until end of turn.",
  abilities: [
    { kind: "pride", level: 10 },
    {
      kind: "trigger",
      on: "onEnter",
      effects: [
        {
          op: "pump",
          target: { kind: "all", filter: { type: "ally", controller: "you" } },
          power: { count: "animalOrBeastAlliesInYourGraveyard" },
        },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});
