/**
 * Scoring (629-633): conquering and holding a battlefield, gaining points, the points to win and winning.
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { emit, bfAt, nameOf } from "./util.js";
import { recordEvent, snapshot } from "./events.js";
import { draw } from "./game-actions.js";
import { passivesOf } from "./abilities.js";

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
  const p = s.players[seat]!;
  p.points += n;
  emit(s, out, {
    kind: "score",
    seat,
    text: `P${seat + 1} gains ${n} point(s) (${why}): ${p.points}.`,
    data: { points: p.points },
  });
  const goal = victoryScore(s); // 632.1
  if (p.points >= goal) win(s, seat, out, `${goal} points`);
}

/**
 * Scores a battlefield by Conquer or Hold (630-633): once per battlefield per method per turn (631); the final
 * point needs a Hold, or a Conquer after scoring every battlefield this turn, else the conqueror draws 1
 * instead (632.1.b). Conquer/Hold abilities of the battlefield trigger either way (632.2).
 */
export function scoreBattlefield(
  s: RbState,
  seat: Seat,
  bf: number,
  method: "conquer" | "hold",
  out: RbEvent[],
  data: Record<string, number | boolean> = {},
): void {
  if (s.winner !== null) return; // 633: nothing is scored once the game is won
  // 631 / CR 1.4 470: a player scores a battlefield at most once per turn, whichever way (docs/rules-decisions.md).
  if (s.history.scored.some((x) => x.seat === seat && x.bf === bf)) return;
  s.history.scored.push({ seat, bf, method });
  recordEvent(s, method === "conquer" ? "conquered" : "held", seat, snapshot(s, bfAt(s, bf).card), { bf, ...data });
  const p = s.players[seat]!;
  const bfName = nameOf(s, bfAt(s, bf).card);
  emit(s, out, {
    kind: method,
    seat,
    text: `P${seat + 1} ${method === "conquer" ? "conquers" : "holds"} ${bfName}.`,
    data: { bf },
  });
  if (p.points === victoryScore(s) - 1) {
    // 632.1.b
    const everyBf = s.battlefields.every((b) => s.history.scored.some((x) => x.seat === seat && x.bf === b.index));
    if (method === "hold" || everyBf) gainPoints(s, seat, 1, out, method);
    else {
      emit(s, out, {
        kind: "finalPointDenied",
        seat,
        text: `P${seat + 1} cannot take the final point by conquering without scoring every battlefield this turn; draws 1 instead (632.1.b.2).`,
      });
      draw(s, seat, 1, out);
    }
  } else gainPoints(s, seat, 1, out, method);
  if (s.winner !== null) return;
}

/**
 * The points a player needs to win (632.1): 8 in a duel (or the mode's score), changed by `rule` passives
 * (Aspirant's Climb: "Increase the points needed to win the game by 1").
 */
function victoryScore(s: RbState): number {
  let n = s.victoryScore;
  for (const b of s.battlefields)
    for (const p of passivesOf(s, b.card)) if (p.kind === "rule" && p.key === "victoryScore") n += p.value;
  return n;
}
