import { defineCard } from "../types.js";

/** Zilean, Time Mage — Unit (Champion), Mind, 5 Energy + 1 Mind. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-086",
  name: "Zilean, Time Mage",
  text: "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an additional copy of it instead.",
  unsupported:
    'needs a token-play replacement ("play that token and an additional copy of it instead", once each turn)',
  abilities: [],
});
