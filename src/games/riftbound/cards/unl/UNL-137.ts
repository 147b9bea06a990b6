import { defineCard } from "../types.js";

/**
 * Sinister Poro — Unit, Chaos, 2 Energy + 1 Chaos. "You may pay [1] to" is the trigger's cost (CR 1.4 383.3.b); the
 * enemy unit here is chosen as the trigger goes on the chain (559.3.b) and moved to its base (609).
 */
export default defineCard({
  code: "UNL-137",
  name: "Sinister Poro",
  text: "When I attack, you may pay :rb_energy_1: to move an enemy unit here to its base.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      cost: { pay: { energy: 1 } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "moveToBase", what: { target: "unit" } }],
    },
  ],
});
