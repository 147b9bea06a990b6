import { defineCard } from "../types.js";

/**
 * Plaza Guardian — Unit, Mind, 10 Energy.
 * [Deflect] comes from the card data. The discount is read as the cost is determined (560.4).
 */
export default defineCard({
  code: "VEN-064",
  name: "Plaza Guardian",
  text: "I cost :rb_energy_1: less for each gear you control.\n[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: { count: { type: "gear", controller: "friendly" } } } },
        applies: { self: true },
      },
    },
  ],
});
