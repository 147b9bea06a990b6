import { defineCard } from "../types.js";

/**
 * Nami, Headstrong — Unit (Champion), Calm, 3 Energy.
 * The Calm is an optional additional cost (560.2.b); "if you paid" reads it from the play (560.4.d.1). "The next time you play a unit this turn": a created trigger that ends the first time it triggers.
 */
export default defineCard({
  code: "UNL-052",
  name: "Nami, Headstrong",
  text: "You may pay :rb_rune_calm: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, [Stun] an enemy unit. (It doesn't deal combat damage this turn.)\nWhen I hold, the next time you play a unit this turn, ready it and [Buff] it.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Calm" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "if", cond: { paidOptional: "power" }, then: [{ op: "stun", what: { target: "enemy" } }] }],
    },
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "createTrigger",
          duration: "turn",
          once: true,
          trigger: {
            on: "played",
            filter: { player: "you", subject: { type: "unit" } },
            effects: [
              { op: "ready", what: { event: "object" } },
              { op: "buff", what: { event: "object" } },
            ],
          },
        },
      ],
    },
  ],
});
