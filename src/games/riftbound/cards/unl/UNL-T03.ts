import { defineCard } from "../types.js";

/**
 * Brush — Battlefield token (CR 1.4 187.8, jungaustin-tokens.json), made by Green Father's "replace that battlefield
 * with a Brush battlefield token". The Might passive is written (units here with one of the five tags, 139.1,
 * 637.3); "replace this with the battlefield it replaced" needs battlefield replacement, which the engine lacks.
 */
export default defineCard({
  code: "UNL-T03",
  name: "Brush",
  text: "Bird, Cat, Dog, Poro, and Ivern units here have +1 :rb_might:.\nWhen you score here, you may replace this with the battlefield it replaced.",
  unsupported: "needs battlefield replacement (swapping a battlefield token with the battlefield it replaced)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: {
          type: "unit",
          at: "here",
          anyOf: [{ tag: "Bird" }, { tag: "Cat" }, { tag: "Dog" }, { tag: "Poro" }, { tag: "Ivern" }],
        },
      },
    },
  ],
});
