/** Cyclonic Strike (attack, wind, reserve 4): an ability activated from the intent (CR Activated Abilities 8). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "3ir1o0qtb3",
  name: "Cyclonic Strike",
  text: "[Class Bonus] (0):  Suppress target ally you don't control. If you do, Cyclonic Strike gets -2 POWER. Activate this ability only once. (To suppress an ally, banish it and return it to the field under its owner's control at the beginning of the next end phase. Activate this ability only while this card is in an intent.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 0 }],
      effects: [
        { op: "suppress", target: { kind: "target", filter: { type: "ally", controller: "opponent" } } },
        // "If you do": the ability fizzles when its one target is illegal (CR Resolution), so reaching here means it was.
        { op: "pump", target: { kind: "self" }, power: -2 },
      ],
      once: true,
      condition: { kind: "classBonus" },
    },
  ],
});
