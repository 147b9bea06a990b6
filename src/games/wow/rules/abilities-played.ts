/**
 * Abilities played this turn (Naolin Sunsurge): each player's `abilityPlayedTurn` is the turn number in which they last
 * played an ability card (CR 7.4 709: as it is played), so nothing needs clearing as a turn ends. "When you play an
 * ability for the first time on each of your turns" triggers on the first one of the player's own turn (703.1).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";

/** `seat` just played an ability card: records it; true when it is their first one on their own turn. */
export function recordAbilityPlayed(s: WowState, seat: Seat): boolean {
  const p = s.players[seat]!;
  const first = s.active === seat && p.abilityPlayedTurn !== s.turn;
  p.abilityPlayedTurn = s.turn;
  return first;
}

/** Whether `seat` played an ability card this turn ("if you didn't play an ability this turn"). */
export const playedAbilityThisTurn = (s: WowState, seat: Seat): boolean =>
  s.players[seat]!.abilityPlayedTurn === s.turn;
