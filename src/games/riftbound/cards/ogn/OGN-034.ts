import { defineCard } from "../types.js";

/**
 * Tryndamere, Barbarian — Unit (Champion), Fury, 7 Energy + 2 Fury Power. "After an attack": a conquest at the end
 * of a combat (627.3), which only the attacker can make; excess damage is what his controller's units assigned to
 * the defending units beyond lethal (626.1.d), recorded with the conquest.
 */
export default defineCard({
  code: "OGN-034",
  name: "Tryndamere, Barbarian",
  text: "When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true, data: { afterCombat: true } },
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 5 }] },
          then: [{ op: "score", n: 1 }],
        },
      ],
    },
  ],
});
