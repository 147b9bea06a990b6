import { defineCard } from "../types.js";

/**
 * Reflection — Unit token, 0 Might (CR 1.4 187.6). Tokens are made by the engine (rules/catalogue.ts TOKEN_CARDS,
 * TOKEN-REFLECTION); the card that plays one makes it a copy of something (`becomeCopy`, 477.1.b). This printing's
 * only text is reminder text.
 */
export default defineCard({
  code: "UNL-T06",
  name: "Reflection",
  text: "(I become a copy of something when played. I don't get that card's play effects.)",
  abilities: [],
});
