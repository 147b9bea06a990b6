import { defineCard } from "../types.js";

/**
 * Decree of Discord — Spell, Chaos, 1 Energy + 1 Power.
 * "Any number of … with total Might 5 or less" is a group target (CR 1.4 355.11), re-checked on resolution (OFAQ-53).
 */
export default defineCard({
  code: "VEN-107",
  name: "Decree of Discord",
  text: "Return any number of enemy Order (:rb_rune_order:) units with total Might 5 or less to their owners' hands.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "units",
          filter: { type: "unit", controller: "enemy", domain: "Order" },
          any: true,
          group: { totalMight: { op: "<=", value: 5 } },
        },
      ],
      effects: [
        { op: "checkGroup", target: "units", saveAs: "back" },
        { op: "returnToHand", what: { var: "back" } },
      ],
    },
  ],
});
