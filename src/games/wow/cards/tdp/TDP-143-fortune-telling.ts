import { wowCard } from "../types.js";

/**
 * Fortune Telling (TDP-143): Ability, 8, neutral. "Turn your deck over" creates a modifier lasting the rest of the
 * game (CR 7.4 415.3d; rules/face-up-deck.ts): the deck is face up and public, every view lists it top first; a second
 * one turns it back face down. The card itself is a non-ongoing ability: it goes to the graveyard. seriallos kept; the
 * four sources agree.
 */
export default wowCard({
  id: "TDP-143",
  name: "Fortune Telling",
  text: "Turn your deck over.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "turn-deck-over" }] }],
});
