/**
 * "Opponents can't complete quests" (Greefer; CR 7.4 702.1: a restriction on completing, checked as the reward
 * would be added to the chain). Read from the face-up cards the other player has in play.
 */
import type { Seat } from "../../../engine/index.js";
import { powersOf } from "./characteristics.js";
import { type WowState, opp } from "./state.js";

/** Whether a card in play of `seat`'s opponent says "Opponents can't complete quests". */
export function questsLocked(s: WowState, seat: Seat): boolean {
  const p = s.players[opp(seat)]!;
  return [p.hero, ...p.allies, ...p.equipment].some((id) =>
    powersOf(s, id).some((pw) => pw.kind === "opponents-cant-complete-quests"),
  );
}
