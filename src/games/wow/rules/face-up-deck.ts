/**
 * "Turn your deck over" (Fortune Telling; CR 7.4 415.3d): the modifier turns the deck zone over for the rest of the
 * game. Its cards are face up and public: every seat's view lists the deck top first (rules/view.ts), any player may
 * look at them but not reorder them. Cards are still drawn from the top (the drawn card goes to the hand, hidden again,
 * 415.4a); a shuffle or a search changes the order only (decks are shuffled face down, 415.3b, then lie in the turned
 * zone again); a deck that replaces it (Bracers of the Eclipse) is in the same turned zone, so face up too. Turning it
 * over again turns it back face down (415.3d: no longer public).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";

/** Turns `seat`'s deck zone over (face up ↔ face down). */
export function turnDeckOver(s: WowState, seat: Seat): void {
  const p = s.players[seat]!;
  p.deckFaceUp = !p.deckFaceUp;
  s.log.push({
    text: `P${seat + 1} turns their deck over: it is now face ${p.deckFaceUp ? "up and public" : "down"}.`,
  });
}

/** Whether `seat`'s deck is face up and public (415.3d). */
export const deckFaceUp = (s: WowState, seat: Seat): boolean => s.players[seat]!.deckFaceUp === true;
