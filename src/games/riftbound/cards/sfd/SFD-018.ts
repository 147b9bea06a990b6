import { defineCard } from "../types.js";

/**
 * Void Hatchling — Unit, Fury, 2 Energy, 2 Might. "If you would reveal cards from a deck, look at the top card first.
 * You may recycle it. Then reveal those cards": a replacement (CR 1.4 367-370) of its controller's reveals from the top
 * of their Main Deck or Rune Deck (600): the top card is looked at privately (127) and may be recycled (594) before the
 * reveal, which then reveals from the new top. Reveals a player's opponents make ("each opponent reveals") are theirs.
 */
export default defineCard({
  code: "SFD-018",
  name: "Void Hatchling",
  text: "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those cards.",
  abilities: [{ kind: "passive", passive: { kind: "lookBeforeReveal" } }],
});
