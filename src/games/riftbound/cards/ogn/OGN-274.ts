import { defineCard } from "../types.js";

/**
 * Sprite — token printing of the Sprite (178.2: a 3 Might Sprite unit token with [Temporary], 728). Tokens are
 * made by the engine (rules/catalogue.ts TOKEN_CARDS); Temporary comes from the card data's keywords.
 */
export default defineCard({
  code: "OGN-274",
  name: "Sprite",
  text: "[Temporary] (Kill me at the start of your Beginning Phase, before scoring.)",
  abilities: [],
});
