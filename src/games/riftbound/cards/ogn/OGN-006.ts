import { defineCard } from "../types.js";

/** Flame Chompers — Unit, Fury, 3 Energy. Plays itself from the trash when discarded (needs a "play me" instruction). */
export default defineCard({
  code: "OGN-006",
  name: "Flame Chompers",
  text: "When you discard me, you may pay :rb_rune_fury: to play me.",
  abilities: [],
  unsupported:
    "needs an instruction that plays the source card from the trash for an alternative cost (here 1 Fury Power instead of its printed cost) inside a discardMe trigger: the vocabulary and CustomApi cannot put a card from the trash on the chain as a play (554-563)",
});
