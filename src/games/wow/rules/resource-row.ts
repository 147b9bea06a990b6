/**
 * Resources beyond the one placed each turn (001 410.1; CR 7.4 412): putting the top card of the deck into the
 * resource row (Branu Wildbloom, Divino-matic Rod). The conditions reading the resource rows are in
 * rules/resource-conditions.ts (triggers.ts reads them, and zones.ts, used here, imports triggers.ts).
 */
import type { Seat } from "../../../engine/index.js";
import { type WowState, obj } from "./state.js";
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

/** "Ready all of your resources" (CR 7.4 411.1: only exhausted ones ready; Aspect of the Viper), logged. */
export function readyYourResources(s: WowState, seat: Seat): void {
  for (const r of s.players[seat]!.resources) obj(s, r).exhausted = false;
  s.log.push({ text: `P${seat + 1} readies all of their resources.` });
}
