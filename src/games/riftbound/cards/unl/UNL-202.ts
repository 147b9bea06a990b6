import { defineCard } from "../types.js";

/**
 * Void Assault — Spell (Signature, Kha'Zix), Body + Chaos, 2 Energy + 1 Power. Both units are chosen as it is played
 * (559.3); each move's destination is chosen as it resolves, the friendly unit's first ("then").
 */
export default defineCard({
  code: "UNL-202",
  name: "Void Assault",
  text: "Move a friendly unit, then move an enemy unit. (If they both move to a battlefield you don't control, you're the attacker.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friend", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        { op: "moveChoose", what: { target: "friend" } },
        { op: "moveChoose", what: { target: "enemy" } },
      ],
    },
  ],
});
