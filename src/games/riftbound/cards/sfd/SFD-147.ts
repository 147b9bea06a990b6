import { defineCard } from "../types.js";

/**
 * Downwell — Spell, Chaos, 8 Energy + 2 Chaos. Every unit and gear on the board (permanents, 106) to its owner's hand
 * (609.2; a token ceases to exist, 170).
 */
export default defineCard({
  code: "SFD-147",
  name: "Downwell",
  text: "Return all units and gear to their owners' hands.",
  abilities: [{ kind: "spell", effects: [{ op: "returnToHand", what: { all: { type: "permanent" } } }] }],
});
