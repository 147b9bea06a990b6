import { defineCard } from "../types.js";

/**
 * Shadow Dash — Spell (Signature), Calm, Order, 2 Energy + 1 Power.
 * The destination is chosen as it is played (a battlefield where you have units); "exactly two units there" is counted after the move. [Flow] [5][A][A] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-148",
  name: "Shadow Dash",
  text: "Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get +1 :rb_might: this turn.\n[Flow] :rb_energy_5::rb_rune_rainbow::rb_rune_rainbow: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "enemy" } },
        { id: "bf", filter: { withUnits: true }, battlefield: true, notTarget: true },
      ],
      effects: [
        { op: "move", what: { target: "unit" }, to: { target: "bf" } },
        {
          op: "if",
          cond: {
            compare: [
              { countOf: { all: { type: "unit", controller: "friendly" }, atTarget: "bf" } },
              { op: "=", value: 2 },
            ],
          },
          then: [
            {
              op: "might",
              what: { all: { type: "unit", controller: "friendly" }, atTarget: "bf" },
              amount: 1,
              duration: "turn",
            },
          ],
        },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 5, power: ["any", "any"] } },
  ],
});
