import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Akali, Deadly Weapon — Unit (Champion), Fury, 3 Energy.
 * [Empower] [2][Fury] (CR 1.4 827). "When I move, you may deal 1 to a unit at a battlefield I moved to or from": the
 * unit is chosen (up to one) as the trigger goes on the chain, among units at the battlefields the move left or
 * reached (608, `atMoveEnds`); "If I'm [Empowered]" is read as it resolves. [Empowered] +1 Might (828).
 */
export default defineCard({
  code: "VEN-021",
  name: "Akali, Deadly Weapon",
  text: "[Empower] :rb_energy_2::rb_rune_fury: (:rb_energy_2::rb_rune_fury:: Empower me. Use only if not Empowered.)\nWhen I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm [Empowered], deal 2 instead.\n[Empowered][>] I have +1 :rb_might:.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 2, power: 1, powerDomain: "Fury" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", atMoveEnds: true }, upTo: true }],
      effects: [
        {
          op: "if",
          cond: EMP,
          then: [{ op: "damage", amount: 2, to: { target: "unit" } }],
          else: [{ op: "damage", amount: 1, to: { target: "unit" } }],
        },
      ],
    },
    { kind: "passive", passive: { kind: "might", amount: 1, when: EMP } },
  ],
});
