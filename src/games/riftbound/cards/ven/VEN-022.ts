import { defineCard } from "../types.js";

/** Endless Riches — Gear, Fury, 5 Energy + 1 Fury. Unsupported: see `unsupported`. */
export default defineCard({
  code: "VEN-022",
  name: "Endless Riches",
  text: "When you play this, banish your hand and trash, then [Burn 7].\nSkip your Draw Phase.\nYou may play cards from your trash.\nIf a card would go to your trash from anywhere other than your Main Deck, banish it instead.",
  abilities: [],
  unsupported:
    "Needs a skipped Draw Phase (CR 1.4 443), a permission to play any card from your trash for its own cost, and a replacement of every card going to your trash from anywhere but the Main Deck by banishment",
});
