import { defineCard } from "../types.js";

/**
 * Tools of Empire — Gear, Body, 4 Energy.
 * Gear. [Empower] [2] (CR 1.4 827: permanents, 827.1.a); whether this is Empowered is read as the ability resolves.
 */
export default defineCard({
  code: "VEN-077",
  name: "Tools of Empire",
  text: "[Empower] :rb_energy_2: (:rb_energy_2:: Empower this. Use only if not Empowered.)\n:rb_exhaust:: Give a unit +2 :rb_might: this turn. If this is [Empowered], give that unit +4 :rb_might: this turn instead.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 2 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "if",
          cond: { is: { self: true }, filter: { state: ["empowered"] } },
          then: [{ op: "might", what: { target: "unit" }, amount: 4, duration: "turn" }],
          else: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
        },
      ],
    },
  ],
});
