/**
 * Resources beyond the one placed each turn (001 410.1; CR 7.4 412): putting the top card of the deck into the
 * resource row (Branu Wildbloom, Divino-matic Rod), and conditions reading the resource rows ("if an opponent has
 * more resources than you", "if you didn't place a resource this turn").
 */
import type { Seat } from "../../../engine/index.js";
import { type WowState, obj, opp } from "./state.js";
import { moveTo } from "./zones.js";

/**
 * "Put the top card of your deck into your resource row face down and exhausted" (CR 7.4 412): a card put there,
 * not placed, so the turn's placement (001 410.1) is untouched; an empty deck puts nothing (not a draw, 102.1a).
 */
export function topCardToResources(s: WowState, seat: Seat): void {
  const top = s.players[seat]!.deck[0];
  if (!top) return;
  moveTo(s, top, "resource", seat);
  const o = obj(s, top);
  o.faceDown = true;
  o.exhausted = true;
  s.log.push({ text: `P${seat + 1} puts the top card of their deck into their resource row face down and exhausted.` });
}

/** "If an opponent has more resources than you" (CR 7.4 702.1 Divino-matic Rod): face-up quests count (412.1b). */
export const opponentHasMoreResources = (s: WowState, seat: Seat): boolean =>
  s.players[opp(seat)]!.resources.length > s.players[seat]!.resources.length;

/** "If you didn't place a resource this turn" (001 410.1; the flag is cleared in its controller's ready step). */
export const placedNoResourceThisTurn = (s: WowState, seat: Seat): boolean => !s.players[seat]!.placed;
