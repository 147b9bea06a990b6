/**
 * "Put the top N cards of your deck into your graveyard" (Miner Moggun) and "target player puts the top X cards of
 * his deck into his graveyard" (Lorekeeper Darian): cards moved from the deck one at a time from the top (001 413),
 * not drawn, so an empty deck moves fewer and loses nothing (001 102.1a is about drawing). Graveyards are public
 * (CR 7.4 415), so the log names the cards.
 */
import type { Seat } from "../../../engine/index.js";
import { nameOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Moves the top `count` cards of `seat`'s deck (fewer if it runs out) into their owner's graveyard, top first. */
export function deckTopToGraveyard(s: WowState, seat: Seat, count: number): void {
  const moved = s.players[seat]!.deck.slice(0, count);
  for (const id of moved) moveTo(s, id, "graveyard");
  if (moved.length)
    s.log.push({
      text: `P${seat + 1} puts ${moved.map((id) => nameOf(s, id)).join(", ")} from their deck into their graveyard.`,
    });
}
