import { defineCard } from "../types.js";

/**
 * Soul Shepherd — Unit, Mind, 5 Energy. "Your token units have +1 Might" (139.2, 170): every unit
 * token its controller controls, herself excluded only because she is not a token.
 */
export default defineCard({
  code: "UNL-077",
  name: "Soul Shepherd",
  text: "Your token units have +1 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "othersMight", amount: 1, filter: { type: "unit", controller: "friendly", token: true } },
    },
  ],
});
