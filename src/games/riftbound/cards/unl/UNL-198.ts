import { defineCard } from "../types.js";

/**
 * Moonfall — Spell (Signature, Diana), Mind + Chaos, 3 Energy + 1 Power. [Action] printed. The battlefield (163.7, one
 * where you have units) and "up to one enemy unit" (559.3.d.3) are chosen as it is played; the -2 covers the enemy
 * units there on resolution, the moved one included.
 */
export default defineCard({
  code: "UNL-198",
  name: "Moonfall",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a battlefield where you have units. You may move up to one enemy unit to that battlefield. Then give enemy units there -2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "bf", filter: { withUnits: true }, battlefield: true },
        { id: "enemy", filter: { type: "unit", controller: "enemy" }, upTo: true },
      ],
      effects: [
        { op: "move", what: { target: "enemy" }, to: { target: "bf" } },
        {
          op: "might",
          what: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" },
          amount: -2,
          duration: "turn",
        },
      ],
    },
  ],
});
