import { defineCard } from "../types.js";

/** Siphon Power — Spell (Signature, Viktor), Mind/Order, 2 Energy + 1 Power. Reaction. */
export default defineCard({
  code: "OGN-266",
  name: "Siphon Power",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a battlefield. Give friendly units there +1 :rb_might: this turn and enemy units there -1 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "bf", filter: {}, battlefield: true }], // 163.7
      effects: [
        {
          op: "might",
          what: { all: { type: "unit", controller: "friendly" }, atTarget: "bf" },
          amount: 1,
          duration: "turn",
        },
        {
          op: "might",
          what: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" },
          amount: -1,
          duration: "turn",
          min: 1,
        },
      ],
    },
  ],
});
