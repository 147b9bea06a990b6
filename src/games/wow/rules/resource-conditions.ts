/**
 * Conditions reading the resource rows (001 410.1; CR 7.4 412): "if an opponent has more resources than you", "if you
 * didn't place a resource this turn". Apart from rules/resource-row.ts so triggers.ts can read them without a cycle.
 */
import type { Seat } from "../../../engine/index.js";
import { type WowState, opp } from "./state.js";

/** "If an opponent has more resources than you" (CR 7.4 702.1 Divino-matic Rod): face-up quests count (412.1b). */
export const opponentHasMoreResources = (s: WowState, seat: Seat): boolean =>
  s.players[opp(seat)]!.resources.length > s.players[seat]!.resources.length;

/** "If you didn't place a resource this turn" (001 410.1; the flag is cleared in its controller's ready step). */
export const placedNoResourceThisTurn = (s: WowState, seat: Seat): boolean => !s.players[seat]!.placed;
