import { defineCard } from "../types.js";

/** Solari Chief — Unit, Order, 5 Energy + 1 Order Power. */
export default defineCard({
  code: "OGN-225",
  name: "Solari Chief",
  text: "When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun it. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      // "Choose" is a target (559.3); whether it is stunned is checked on resolution.
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { state: ["stunned"] } },
          then: [{ op: "kill", what: { target: "unit" } }],
          else: [{ op: "stun", what: { target: "unit" } }],
        },
      ],
    },
  ],
});
