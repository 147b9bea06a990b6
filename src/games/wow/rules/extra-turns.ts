/**
 * Extra turns (CR 7.4 500.3): "take an extra turn after this one" adds a turn immediately after the current one; of
 * several created during one turn, the most recently created is taken first. The turns they push back keep their
 * order: the turn that would have followed the current one comes after them.
 */
import type { Seat } from "../../../engine/index.js";
import { type WowState, opp } from "./state.js";

/** `seat` takes an extra turn after the current one (Chromie). */
export function takeExtraTurn(s: WowState, seat: Seat): void {
  const x = s.extraTurns ?? { created: [], upcoming: [] };
  s.extraTurns = { created: [seat, ...x.created], upcoming: x.upcoming };
  s.log.push({ text: `P${seat + 1} will take an extra turn after this one.` });
}

/** As the turn ends (the wrap-up's cleanup): who takes the next turn, or null for the other player (the usual order). */
export function nextTurnPlayer(s: WowState): Seat | null {
  const x = s.extraTurns;
  if (!x || (x.created.length === 0 && x.upcoming.length === 0)) return null;
  // The turns created this turn come first, then those already ordered, else the player after this turn's.
  const order = [...x.created, ...(x.upcoming.length ? x.upcoming : x.created.length ? [opp(s.active)] : [])];
  const next = order.shift()!;
  s.extraTurns = { created: [], upcoming: order };
  return next;
}
