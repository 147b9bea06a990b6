/**
 * Points and winning (629.1, 633): gaining points, the points a player needs to win, and winning the game.
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { emit, teamOf } from "./util.js";
import { passivesOf } from "./passives.js";
import { cantGainPoints } from "./restrictions.js";

/** Declares the winner (633, 651.1). */
export function win(s: RbState, seat: Seat, out: RbEvent[], why: string): void {
  if (s.winner !== null) return;
  s.winner = seat;
  s.pending = null;
  if (s.match) {
    // 645.6: the game's winner gains a set point; two set points win the match. Until then `winner` only stops
    // the finished game; `advance` sets up the next game and clears it.
    s.match.setPoints[seat] = (s.match.setPoints[seat] ?? 0) + 1;
    emit(s, out, {
      kind: "gameWin",
      seat,
      text: `P${seat + 1} wins game ${s.match.game} (${why}); set points ${s.match.setPoints.join("-")}.`,
      data: { game: s.match.game, setPoints: s.match.setPoints.join("-") },
    });
    if ((s.match.setPoints[seat] ?? 0) < 2) {
      s.match.gameOver = { winner: seat };
      return;
    }
    emit(s, out, { kind: "win", seat, text: `P${seat + 1} wins the match (${s.match.setPoints.join("-")}).` });
    return;
  }
  emit(s, out, { kind: "win", seat, text: `P${seat + 1} wins (${why}).` });
}

/** Gains points outside scoring (607.2.b burn out; 632.1.a.1: no final-point limits). Checks victory (633). */
export function gainPoints(s: RbState, seat: Seat, n: number, out: RbEvent[], why: string): void {
  if (s.winner !== null) return; // 633: the game is already over
  if (cantGainPoints(s, seat)) {
    emit(s, out, { kind: "effect", seat, text: `P${seat + 1} can't gain points (${why}).` }); // 567
    return;
  }
  const p = s.players[seat]!;
  p.points += n;
  emit(s, out, {
    kind: "score",
    seat,
    text: `P${seat + 1} gains ${n} point(s) (${why}): ${p.points}.`,
    data: { points: p.points },
  });
  const goal = victoryScore(s); // 632.1
  if (teamPoints(s, seat) >= goal) win(s, seat, out, `${goal} points`); // 648.6: a team's points in 2v2
}

/** A player's points toward victory: their own, or in 2v2 their team's (648.3, 648.6: the team reaches 11). */
export function teamPoints(s: RbState, seat: Seat): number {
  return teamOf(s, seat).reduce((a, x) => a + s.players[x]!.points, 0);
}

/** The winning seats: the winner, and in 2v2 their teammate (648.6). Empty while nobody has won. */
export function winners(s: RbState): Seat[] {
  return s.winner === null ? [] : teamOf(s, s.winner);
}

/**
 * The points a player needs to win (632.1): 8 in a duel (or the mode's score), changed by `rule` passives
 * (Aspirant's Climb: "Increase the points needed to win the game by 1").
 */
export function victoryScore(s: RbState): number {
  let n = s.victoryScore;
  for (const b of s.battlefields)
    for (const p of passivesOf(s, b.card)) if (p.kind === "rule" && p.key === "victoryScore") n += p.value;
  return n;
}
