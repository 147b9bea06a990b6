import { defineCard } from "../types.js";

/**
 * Zilean, Time Mage — Unit (Champion), Mind, 5 Energy + 1 Mind. A token-play replacement (571, 575): after each unit
 * token its controller plays while he is at a battlefield, they may play an additional copy of it to the same place
 * (the copy inherits the play's modifications, CR 1.4 375: it enters ready if the token does). Once each turn: the
 * first such token uses it, taken or declined. Unleashed FAQ: a copy of Zilean made later by Deceiver does not make
 * more tokens, as the tokens were already played.
 */
export default defineCard({
  code: "UNL-086",
  name: "Zilean, Time Mage",
  text: "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an additional copy of it instead.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "extraTokenCopy", when: { is: { self: true }, filter: { at: "battlefield" } } },
    },
  ],
});
