import { defineCard } from "../types.js";

/**
 * Crescent Strike — Spell, Mind, 3 Energy + 1 Mind. Action. The battlefield is chosen first and the enemy
 * unit must be there (163.7, 559.3); on resolution the other enemy units at the chosen battlefield take 1 even if the
 * chosen unit is gone (563.2.c: as much as possible).
 */
export default defineCard({
  code: "UNL-072",
  name: "Crescent Strike",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit there.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "bf", battlefield: true, filter: {} },
        { id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield" }, sameLocationAs: "bf" },
      ],
      effects: [
        { op: "damage", amount: 4, to: { target: "unit" } },
        {
          op: "damage",
          amount: 1,
          to: { all: { type: "unit", controller: "enemy" }, atTarget: "bf", exceptTarget: "unit" },
        },
      ],
    },
  ],
});
