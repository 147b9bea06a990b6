import { defineCard } from "../types.js";

/**
 * Bird — Unit token, 1 Might, Bird tag, [Deflect] (CR 1.4 187.7). Tokens are made by the engine
 * (rules/catalogue.ts TOKEN_CARDS, TOKEN-BIRD); this printing's only text is its printed keyword.
 */
export default defineCard({
  code: "UNL-T02",
  name: "Bird",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)",
  abilities: [],
});
