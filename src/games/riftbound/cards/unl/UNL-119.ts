import { defineCard } from "../types.js";

/**
 * Kha'Zix, Evolving Hunter — Unit (Champion), Body, 5 Energy + 1 Body. [Hunt] is printed (CR 1.4 823). "You may
 * spend 3 XP to" is the trigger's cost (CR 1.4 383.3.b, 730.2); the enemy unit here is chosen as the trigger goes on
 * the chain (559.3.b) and dealt damage equal to his Might on resolution (139.2).
 */
export default defineCard({
  code: "UNL-119",
  name: "Kha'Zix, Evolving Hunter",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\nWhen I attack, you may spend 3 XP to deal damage equal to my Might to an enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      cost: { pay: { spendXp: 3 } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: { mightOf: { self: true } }, to: { target: "unit" } }],
    },
  ],
});
