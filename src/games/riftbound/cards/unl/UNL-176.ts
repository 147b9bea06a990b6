import { defineCard } from "../types.js";

/**
 * Vi, Peacekeeper — Unit (Champion), Order, 5 Energy + 1 Power.
 * [Ambush] printed (CR 1.4 822). "When I attack" (620); the enemy unit here is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "UNL-176",
  name: "Vi, Peacekeeper",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen I attack, [Stun] an enemy unit here. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "stun", what: { target: "enemy" } }],
    },
  ],
});
