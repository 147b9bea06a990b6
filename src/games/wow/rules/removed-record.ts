/**
 * The record of "the cards removed by [this]" / "the cards you removed this way" (CR 7.4 415.7): which cards in RFG
 * zones a card's own instruction removed, read later by the same card ("put all ally cards removed by Boat to Booty
 * Bay into play", Touch of Chaos, Illusionary Rod, Forbidden Knowledge). Kept per source object in `s.removedBy`.
 *
 * - A removed card that leaves its RFG zone is a new card (CR 7.4 415.9a) and drops out of every record.
 * - The source's record outlives it leaving play (last known information, CR 7.4 709.2d: Boat to Booty Bay is
 *   destroyed as the cost of the power that returns them); it is forgotten once the source can become a new card
 *   that could remove cards again: as it goes to a hand, a deck or the chain, or enters play from anywhere but the
 *   chain (415.9a).
 * No zone moves here (rules/removed-by.ts moves the cards), so rules/zones.ts can call it.
 */
import type { Seat } from "../../../engine/index.js";
import { powersOf } from "./characteristics.js";
import { type WowState, type Zone, obj } from "./state.js";

/** Notes that `source` removed `ids` (already in their owners' RFG zones). */
export function noteRemoved(s: WowState, source: string, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const rest = (s.removedBy ?? []).filter((r) => r.source !== source);
  const had = (s.removedBy ?? []).find((r) => r.source === source)?.cards ?? [];
  s.removedBy = [...rest, { source, cards: [...had, ...ids] }];
}

/** The cards `source` removed that are still in an RFG zone, in the order removed. */
export function removedBy(s: WowState, source: string): string[] {
  return (s.removedBy ?? []).find((r) => r.source === source)?.cards.filter((c) => obj(s, c).zone === "rfg") ?? [];
}

/** Called as `id` moves from `from` to `to` (rules/zones.ts `moveTo`): keeps the records true to CR 7.4 415.9a. */
export function forgetOnMove(s: WowState, id: string, from: Zone, to: Zone): void {
  if (!s.removedBy?.length) return;
  const inPlay = (z: Zone) => z === "ally" || z === "hero" || z === "resource";
  const renewed = to === "hand" || to === "deck" || to === "chain" || (inPlay(to) && from !== "chain" && !inPlay(from));
  s.removedBy = s.removedBy
    .filter((r) => !(renewed && r.source === id))
    .map((r) => (from === "rfg" && to !== "rfg" ? { ...r, cards: r.cards.filter((c) => c !== id) } : r))
    .filter((r) => r.cards.length > 0);
}

/**
 * "Ongoing: If you would draw a card, choose a card you removed this way and put it into your hand instead" (Forbidden
 * Knowledge, CR 7.4 716): null when no such modifier of `seat`'s exists; otherwise the cards it may choose from, all
 * its instances' removed cards together (716.1b: the player picks which instance applies; the card put into the hand
 * is no draw, so no other instance applies to it, 716.1e). Empty: the draw is still replaced, by nothing (716.1d).
 */
export function drawReplacementPool(s: WowState, seat: Seat): string[] | null {
  const sources = s.players[seat]!.equipment.filter(
    (id) => !obj(s, id).faceDown && powersOf(s, id).some((p) => p.kind === "draw-replacement-from-removed"),
  );
  return sources.length ? sources.flatMap((id) => removedBy(s, id)) : null;
}
