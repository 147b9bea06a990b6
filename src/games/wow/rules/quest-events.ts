/**
 * "When you complete a quest, …" (Penelope's Rose; CR 7.4 703.1): the powers of the completing player's cards in play
 * trigger as the quest is completed (its reward is on the chain), so they wait to be added above it (708.1).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";
import { trigger, watchers } from "./triggers.js";

/** Queues the "when you complete a quest" powers of `seat`'s cards in play (CR 7.4 703.1). */
export function questCompleted(s: WowState, seat: Seat): void {
  trigger(s, seat, "you-complete-quest", watchers(s, seat));
}
