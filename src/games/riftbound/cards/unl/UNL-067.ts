import { defineCard } from "../types.js";

/**
 * Ruined Rex — Unit, Mind, 6 Energy + 1 Power.
 * [Deathknell] (720): the enemy unit is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "UNL-067",
  name: "Ruined Rex",
  text: "[Deathknell][>] Deal 4 to an enemy unit. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "damage", amount: 4, to: { target: "enemy" } }],
    },
  ],
});
