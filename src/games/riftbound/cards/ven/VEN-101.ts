import { defineCard } from "../types.js";

/**
 * Gust Monk — Unit, Chaos, 2 Energy.
 * The optional additional cost [1] is paid with `optional: [energy]` (560.2.b). The banished card is chosen as the ability resolves; the unit as it goes on the chain.
 */
export default defineCard({
  code: "VEN-101",
  name: "Gust Monk",
  text: "You may pay :rb_energy_1: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, banish a card from any trash to give a unit [Assault 2] this turn. (+2 :rb_might: while it's an attacker.)",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", cost: "energy", energy: 1, optional: true } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { paid: "energy" } },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "chooseFromZone", filter: { at: "trash", owner: "any" }, count: 1, saveAs: "card" },
        { op: "banish", what: { var: "card" } },
        {
          op: "if",
          cond: { varNonEmpty: "card" },
          then: [{ op: "keyword", what: { target: "unit" }, keyword: "Assault 2", duration: "turn" }],
        },
      ],
    },
  ],
});
