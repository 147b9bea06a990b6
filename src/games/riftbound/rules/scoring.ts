/**
 * Scoring (629-632): conquering and holding a battlefield. Points and winning are victory.ts.
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { recordEvent, snapshot } from "./events.js";
import { bfAt, nameOf, emit, teamOf } from "./util.js";
import { victoryScore, gainPoints, teamPoints } from "./victory.js";
import { draw } from "./game-actions.js";
import { queueHunt } from "./xp.js";
import { recordHoldPoints } from "./tallies.js";
import { cantScoreAt } from "./restrictions.js";
import { boardPassivesOfKind } from "./board.js";
import { checkCondition } from "./selectors.js";

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
  // 648.8.b: a battlefield the turn player's teammate controlled in the Beginning Phase is not scored by the team.
  if (s.history.allyHeld?.includes(bf) && teamOf(s, s.turnPlayer).includes(seat)) return;
  // 567: "Players can't score here …" stops the whole scoring: no conquer or hold, no triggers, no points (SFAQ).
  if (cantScoreAt(s, seat, bf)) return;
  const pointsBefore = s.players[seat]!.points;
  s.history.scored = [...s.history.scored, { seat, bf, method }]; // replaced, never changed in place (copy.ts)
  recordEvent(s, method === "conquer" ? "conquered" : "held", seat, snapshot(s, bfAt(s, bf).card), { bf, ...data });
  queueHunt(s, seat, bf, method === "conquer" ? "conquered" : "held"); // CR 1.4 823.1.b: Hunt is both a Conquer and a Hold effect
  const bfName = nameOf(s, bfAt(s, bf).card);
  emit(s, out, {
    kind: method,
    seat,
    text: `P${seat + 1} ${method === "conquer" ? "conquers" : "holds"} ${bfName}.`,
    data: { bf },
  });
  if (teamPoints(s, seat) === victoryScore(s) - 1) {
    // 632.1.b; 648.8.g.1: except battlefields the player's ally held at the start of the turn
    const everyBf = s.battlefields.every(
      (b) =>
        s.history.scored.some((x) => x.seat === seat && x.bf === b.index) ||
        (s.history.allyHeld ?? []).includes(b.index),
    );
    if (method === "hold" || everyBf) gainPointOrDraw(s, seat, out, method);
    else {
      emit(s, out, {
        kind: "finalPointDenied",
        seat,
        text: `P${seat + 1} cannot take the final point by conquering without scoring every battlefield this turn; draws 1 instead (632.1.b.2).`,
      });
      draw(s, seat, 1, out);
    }
  } else gainPointOrDraw(s, seat, out, method);
  if (method === "hold") recordHoldPoints(s, seat, s.players[seat]!.points - pointsBefore); // CR 1.4 630.2
  if (s.winner !== null) return;
}

/**
 * The point scored by conquering or holding (630), unless a replacement takes it (CR 1.4 367-370): "If a player would
 * score 1 point from conquering or holding during their first or second turn, they draw 1 instead" (Otterpus; a board
 * passive `scorePointInstead` whose condition holds for the scoring player). The battlefield stays scored.
 */
function gainPointOrDraw(s: RbState, seat: Seat, out: RbEvent[], method: "conquer" | "hold"): void {
  for (const { source, passive: p } of boardPassivesOfKind(s, "scorePointInstead"))
    if (checkCondition(s, source, seat, p.when)) {
      emit(s, out, {
        kind: "scoreReplaced",
        seat,
        text: `P${seat + 1} draws ${p.draw} instead of scoring (${nameOf(s, source)}).`,
      });
      draw(s, seat, p.draw, out);
      return;
    }
  gainPoints(s, seat, 1, out, method);
}
