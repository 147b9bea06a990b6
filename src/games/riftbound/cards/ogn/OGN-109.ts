import { defineCard } from "../types.js";

/** Dr. Mundo, Expert — Unit (Champion), Mind, 8 Energy + 2 Mind Power. */
export default defineCard({
  code: "OGN-109",
  name: "Dr. Mundo, Expert",
  text: "My Might is increased by the number of cards in your trash.\nAt the start of your Beginning Phase, recycle 3 from your trash.",
  abilities: [],
  unsupported:
    "needs a passive 'Might + number of cards in your trash' consulted by might() (util.ts), and an instruction 'recycle N from your trash' (594.6: the player chooses N, all if fewer; no `recycle` op or CustomApi.recycle exists)",
});
