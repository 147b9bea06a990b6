import { defineCard } from "../types.js";

/**
 * Lacerate — Spell, Order, 2 Energy + 1 Power.
 * Disempower (CR 1.4 442; nothing if it is not Empowered, 442.1.a.1), then the Might is read. [Flow] [4][Order][Order] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-127",
  name: "Lacerate",
  text: "Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3 :rb_might: or less.\n[Flow] :rb_energy_4::rb_rune_order::rb_rune_order: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "disempower", what: { target: "unit" } },
        {
          op: "if",
          cond: { compare: [{ mightOf: { target: "unit" } }, { op: "<=", value: 3 }] },
          then: [{ op: "kill", what: { target: "unit" } }],
        },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 4, power: ["Order", "Order"] } },
  ],
});
