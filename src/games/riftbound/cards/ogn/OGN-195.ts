import { defineCard } from "../types.js";

/** Rhasa the Sunderer — Unit, Chaos, 10 Energy + 1 Chaos. Costs 1 Energy less per card in your trash (560.4). */
export default defineCard({
  code: "OGN-195",
  name: "Rhasa the Sunderer",
  text: "I cost :rb_energy_1: less for each card in your trash.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cost", applies: { self: true }, mod: { discount: { energy: { count: { at: "trash" } } } } },
    },
  ],
});
