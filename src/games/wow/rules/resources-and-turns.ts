/**
 * Exhausting a player's resources by an effect, and skipped turns: "Exhaust all of target player's ready resources"
 * (Mana Burn; CR 7.4 411.1: only ready cards exhaust), "Exhaust all of your resources" and "Skip your next turn" (Lay on
 * Hands; CR 7.4 500.1: a skipped turn doesn't happen, the next player takes the next turn instead).
 */
import type { Seat } from "../../../engine/index.js";
import { readyResources } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";

/** Exhausts every ready resource of `seat`; returns how many were exhausted this way (CR 7.4 411.1). */
export function exhaustReadyResources(s: WowState, seat: Seat): number {
  const ready = readyResources(s, seat);
  for (const id of ready) obj(s, id).exhausted = true;
  s.log.push({ text: `P${seat + 1} exhausts ${ready.length} ready resource(s).` });
  return ready.length;
}

/** "Skip your next turn": `seat`'s next turn is skipped (each instruction skips one more, CR 7.4 500.1). */
export function skipNextTurn(s: WowState, seat: Seat): void {
  s.players[seat]!.skipTurns = (s.players[seat]!.skipTurns ?? 0) + 1;
  s.log.push({ text: `P${seat + 1} will skip their next turn.` });
}

/**
 * As a turn would start (before the ready step, 501.1): while the player about to take it has a turn to skip, that
 * turn doesn't happen and the other player takes the next one (the turn number still advances). Records the turn
 * each player last started (302.2 reads it, rules/play.ts `settled`).
 */
export function startTurnOrSkip(s: WowState): void {
  const p = s.players[s.active]!;
  if (p.skipTurns) {
    p.skipTurns -= 1;
    if (p.skipTurns === 0) delete p.skipTurns;
    s.log.push({ text: `P${s.active + 1} skips their turn.` });
    s.turn++;
    s.active = opp(s.active);
  }
  s.players[s.active]!.lastTurn = s.turn;
}
