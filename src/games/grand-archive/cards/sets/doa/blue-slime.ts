/** Blue Slime (ally, water, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "1Sl4Gq2OuV",
  name: "Blue Slime",
  text: "Pride 4 (This ally won't obey you unless your champion is level 4 or higher.)\n\n[Class Bonus] Whenever Blue Slime is dealt damage, put a buff counter on it. (Allies get +1 power and +1 life for each buff counter on them.)",
  abilities: [
    { kind: "pride", level: 4 },
    {
      kind: "trigger",
      on: "dealtDamage",
      effects: [{ op: "putCounter", counter: "buff", target: { kind: "self" }, amount: 1 }],
      condition: { kind: "classBonus" },
    },
  ],
});
