import { defineCard } from "../types.js";

/**
 * Heroic Charge — Spell, Order, 3 Energy. [Action] printed. Both units are chosen on play (559.3); "at its
 * location" is the friendly unit's location as chosen (`sameLocationAs`, a base included, 138.1.a.1).
 */
export default defineCard({
  code: "UNL-155",
  name: "Heroic Charge",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a friendly unit +1 :rb_might: this turn and [Stun] an enemy unit at its location. (A stunned unit doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friend", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" }, sameLocationAs: "friend" },
      ],
      effects: [
        { op: "might", what: { target: "friend" }, amount: 1, duration: "turn" },
        { op: "stun", what: { target: "enemy" } },
      ],
    },
  ],
});
