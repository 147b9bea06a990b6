import { defineCard } from "../types.js";

/**
 * Morgana, Vindictive — Unit (Champion), Fury, 5 Energy + 1 Power.
 * [Ambush] comes from the card data (CR 1.4 822). The damage is the damage marked on the chosen unit as it resolves (139.3).
 */
export default defineCard({
  code: "VEN-017",
  name: "Morgana, Vindictive",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen you play me, deal damage to a unit equal to the damage marked on it.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "damage", amount: { damageOf: { target: "unit" } }, to: { target: "unit" } }],
    },
  ],
});
