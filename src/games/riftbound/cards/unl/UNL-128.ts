import { defineCard } from "../types.js";

/**
 * Star-Crossed — Spell, Chaos, 3 Energy + 1 Power.
 * Reaction printed. Both units are targets chosen on play; each goes to its owner's hand (609.2).
 */
export default defineCard({
  code: "UNL-128",
  name: "Star-Crossed",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nReturn a friendly unit and an enemy unit to their owners' hands.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        { op: "returnToHand", what: { target: "friendly" } },
        { op: "returnToHand", what: { target: "enemy" } },
      ],
    },
  ],
});
