import { defineCard } from "../types.js";

/**
 * Rampage — Spell, Body, 3 Energy.
 * The optional additional cost [Body] (560.2.b) is read with `paidOptional` (560.4.d.1); the two units deal damage to
 * each other as in a fight (Might read on resolution, after the +2).
 */
export default defineCard({
  code: "VEN-083",
  name: "Rampage",
  text: "As you play this, you may pay :rb_rune_body: as an additional cost.\nChoose a friendly unit and an enemy unit. If you paid the additional cost, give the friendly unit +2 :rb_might: this turn. They deal damage equal to their Mights to each other.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Body" } },
    },
    {
      kind: "spell",
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        {
          op: "if",
          cond: { paidOptional: "power" },
          then: [{ op: "might", what: { target: "friendly" }, amount: 2, duration: "turn" }],
        },
        { op: "fight", a: { target: "friendly" }, b: { target: "enemy" } },
      ],
    },
  ],
});
