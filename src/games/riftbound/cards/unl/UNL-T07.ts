import { defineCard } from "../types.js";

/**
 * Sprite — Unit token, 3 Might, Fae tag, [Temporary] (178.2, CR 1.4 187). Tokens are made by the
 * engine (rules/catalogue.ts TOKEN_CARDS, TOKEN-SPRITE); this printing's only text is its printed keyword.
 */
export default defineCard({
  code: "UNL-T07",
  name: "Sprite",
  text: "[Temporary] (Kill me at the start of your Beginning Phase, before scoring.)",
  abilities: [],
});
