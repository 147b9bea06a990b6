import { defineCard } from "../types.js";

/**
 * Piltover Enforcer — Legend, Fury/Order.
 * Legend. "When you conquer, if you assigned 3 or more excess damage": the conquest's excess damage (626.1.d); the unit to ready is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "UNL-187",
  name: "Piltover Enforcer",
  text: "When you conquer, if you assigned 3 or more excess damage, you may exhaust me to ready a unit.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you" },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 3 }] },
          then: [
            {
              op: "may",
              prompt: "Exhaust Piltover Enforcer to ready that unit?",
              cost: { exhaustSelf: true },
              then: [{ op: "ready", what: { target: "unit" } }],
            },
          ],
        },
      ],
    },
  ],
});
