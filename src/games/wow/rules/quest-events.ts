/**
 * Completing a quest as an event (CR 7.4 702.2): "When you complete a quest, …" (Penelope's Rose; 703.1: the powers of
 * the completing player's cards in play trigger as the quest is completed, its reward on the chain, so they wait to be
 * added above it, 708.1), and "if you've completed a quest this turn" (Raene's Cleansing: the turn of the player's last
 * completion is recorded, so nothing needs clearing at the end of the turn).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";
import { trigger, watchers } from "./triggers.js";

/** Records `seat`'s completion and queues the "when you complete a quest" powers of its cards in play (CR 7.4 703.1). */
export function questCompleted(s: WowState, seat: Seat): void {
  s.players[seat]!.questCompletedTurn = s.turn;
  trigger(s, seat, "you-complete-quest", watchers(s, seat));
}

/** "If you've completed a quest this turn" (a quest restriction, CR 7.4 702.1). */
export const completedQuestThisTurn = (s: WowState, seat: Seat): boolean =>
  s.players[seat]!.questCompletedTurn === s.turn;
