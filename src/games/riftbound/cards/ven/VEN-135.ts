import { defineCard } from "../types.js";

/**
 * Kennen, Keeper of Balance — Unit (Champion), Order, 3 Energy.
 * [Hidden] comes from the card data. "You may pay [2] to [Stun] a unit" is the trigger's cost (CR 1.4 383.3.b): unpaid, the trigger does nothing.
 */
export default defineCard({
  code: "VEN-135",
  name: "Kennen, Keeper of Balance",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me or I attack, you may pay :rb_energy_2: to [Stun] a unit. (It doesn't deal combat damage this turn.)\nWhile there's a stunned enemy unit here, I have +2 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      on: ["played", "attacked"],
      filter: { self: true },
      cost: { pay: { energy: 2 } },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
    {
      kind: "passive",
      passive: {
        kind: "might",
        amount: 2,
        when: { exists: { type: "unit", controller: "enemy", at: "here", state: ["stunned"] } },
      },
    },
  ],
});
