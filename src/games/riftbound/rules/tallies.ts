/**
 * Per-turn tallies cards read that the event record does not hold as a number: the Power a player spent this turn
 * ("if you've spent at least [A][A] this turn", CR 1.4 202, 561) and the points a player scored from holding this
 * turn ("for each point you scored from holding this turn", CR 1.4 630.2, 632). Kept in the turn history (517.2.b:
 * they start again each turn); each record is replaced, never changed in place, so a copied state shares it safely.
 * Imports only types.
 */
import type { Seat } from "../../../engine/index.js";
import type { Pool, RbState } from "./state.js";

/**
 * A per-seat tally record of the turn history with `seat`'s entry set to `value`: a new record (they are replaced,
 * never changed in place). With two players the record is a literal of its seat keys (JSON lists integer keys in
 * ascending order, as the spread did): a spread with a computed key cost ~4x as much per play (issue "Engine speed").
 */
export function withSeat(
  s: RbState,
  rec: Readonly<Record<number, number>> | undefined,
  seat: Seat,
  value: number,
): Record<number, number> {
  if (s.players.length > 2 || (seat !== 0 && seat !== 1)) return { ...rec, [seat]: value };
  const other = rec?.[1 - seat];
  if (other === undefined) return seat === 0 ? { 0: value } : { 1: value };
  return seat === 0 ? { 0: value, 1: other } : { 0: other, 1: value };
}

/** The Power `seat` has spent this turn (0 if none): every Power pip paid for a cost (561). */
export function powerSpent(s: RbState, seat: Seat): number {
  return s.history.powerSpent?.[seat] ?? 0;
}

/** Records Power `seat` just paid for a cost (CR 1.4 202, 561: Power leaving the pool to pay). */
export function recordPowerSpent(s: RbState, seat: Seat, n: number): void {
  if (n <= 0) return;
  s.history.powerSpent = withSeat(s, s.history.powerSpent, seat, powerSpent(s, seat) + n);
}

/** The Power a pool holds, every domain together (605.1). */
export function poolPower(p: Pool): number {
  let n = 0;
  // `for … in` over the plain record (the keys of `Object.values`, without its array: asked twice per payment).
  const power = p.power as Record<string, number | undefined>;
  for (const k in power) n += power[k] ?? 0;
  return n;
}

/** The points `seat` scored from holding this turn (CR 1.4 630.2: a Hold's point; 0 if none). */
export function holdPoints(s: RbState, seat: Seat): number {
  return s.history.holdPoints?.[seat] ?? 0;
}

/** Records points `seat` gained by holding a battlefield (none when the gain was stopped, 567). */
export function recordHoldPoints(s: RbState, seat: Seat, n: number): void {
  if (n <= 0) return;
  s.history.holdPoints = withSeat(s, s.history.holdPoints, seat, holdPoints(s, seat) + n);
}
