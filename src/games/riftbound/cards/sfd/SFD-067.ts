import { defineCard } from "../types.js";

/**
 * Frostcoat Cub — Unit, Mind, 3 Energy. An optional additional cost of [Mind] (560.2.b, id `power`); "if you paid" is
 * the play event's `paid` (560.4.d.1). Might may go below 1 (Spiritforged FAQ, "Cards that Reduce Might").
 */
export default defineCard({
  code: "SFD-067",
  name: "Frostcoat Cub",
  text: "You may pay :rb_rune_mind: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, give a unit -2 :rb_might: this turn.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Mind" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { paid: "power" } },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn" }],
    },
  ],
});
