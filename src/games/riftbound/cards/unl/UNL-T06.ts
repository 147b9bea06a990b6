import { defineCard } from "../types.js";

/**
 * Reflection — Unit token, 0 Might, domainless (CR 1.4 187.6, jungaustin-tokens.json). Its text is reminder text
 * only: the effect that plays it makes it a copy ("They become copies of me", Keeper of Masks, Deceiver, Mirror
 * Image), without that card's play effects. The printing itself has no ability.
 */
export default defineCard({
  code: "UNL-T06",
  name: "Reflection",
  text: "(I become a copy of something when played. I don't get that card's play effects.)",
  abilities: [],
});
