/**
 * Small shared helpers of the Riftbound rules: printed data of an object, seats and turn order, names and labels,
 * units by location, and rejections.
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import type { RbState, RbObject, CardStatic, RbEvent, BattlefieldState, RbRejectionCode, Writable } from "./state.js";
import { obj, InvariantError, ownLog } from "./objects.js";
import { cardData } from "./catalogue.js";

/** Label of a target option, with its location. */
export function targetLabel(s: RbState, id: string): string {
  const item = s.chain.find((c) => c.kind !== "card" && c.id === id);
  if (item) return `${nameOf(s, item.object)}'s ability (P${item.controller + 1}) on the chain`; // a chain choice
  const o = obj(s, id);
  const where =
    o.zone === "battlefield"
      ? ` at ${nameOf(s, bfAt(s, o.bf!).card)}`
      : o.zone === "base"
        ? " in base"
        : ` in ${o.zone}`;
  return `${nameOf(s, id)} (P${o.controller + 1})${where}`;
}

/** A rejection: code, English message, governing rule, and the values the message shows (for other languages). */
export const err = (
  code: RbRejectionCode,
  message: string,
  rule?: string,
  params?: Readonly<Record<string, string | number>>,
): Rejection => {
  // Optional fields by assignment, not spreads in the literal (a slow copy each in V8; same keys, same order).
  const r = { code, message } as Writable<Rejection>;
  if (rule) r.rule = rule;
  if (params) r.params = params;
  return r;
};

/**
 * Why a check failed, for a helper that does not know its rejection code: the English sentence and the params a
 * translation needs (`case` picks the sentence, presentation/refusals.ts). The caller wraps it with {@link err}.
 */
export interface Reason {
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A {@link Reason}: `message` with `case` and its values. */
export const reason = (message: string, c: string, values: Readonly<Record<string, string | number>> = {}): Reason => ({
  message,
  params: { case: c, ...values },
});

/** Printed data of an object's card. */
export function stat(s: RbState, id: string): CardStatic {
  return statOf(obj(s, id));
}

/** Printed data of an object's card, for a caller that has read the object already. */
export function statOf(o: Readonly<RbObject>): CardStatic {
  const c = cardData(o.code);
  if (!c) throw new InvariantError(`no card data for ${o.code}`);
  return c;
}

/**
 * The next opponent of `seat` in turn order (644.2: the other seat in a duel; 646-648: the next seat still in the
 * game that is not a teammate). Where the rules let a player choose among several opponents, use {@link opponentsOf}.
 */
export function opponent(s: RbState, seat: Seat): Seat {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const p = (seat + i) % n;
    if (!s.players[p]!.conceded && !isTeammate(s, seat, p)) return p;
  }
  return (seat + 1) % n;
}

/** Every opponent of `seat` still in the game, in turn order after it (646.2, 647.2, 648.2). */
export function opponentsOf(s: RbState, seat: Seat): Seat[] {
  return turnOrderFrom(s, (seat + 1) % s.players.length).filter((p) => p !== seat && !isTeammate(s, seat, p));
}

/** Are two different seats teammates (648.2: 2v2 only; no teams otherwise). */
export function isTeammate(s: RbState, a: Seat, b: Seat): boolean {
  return a !== b && (s.teams?.some((t) => t.includes(a) && t.includes(b)) ?? false);
}

/** "Friendly" (648.8.d): controlled by the player or, in 2v2, by their teammate. */
export function isFriendly(s: RbState, me: Seat, other: Seat): boolean {
  return me === other || isTeammate(s, me, other);
}

/** The seats of `seat`'s team (648.2), the seat alone outside 2v2. */
export function teamOf(s: RbState, seat: Seat): Seat[] {
  return s.teams?.find((t) => t.includes(seat)) ?? [seat];
}

/** Is `seat` acting on an accepted invitation (531.2.a.2, 648.8.a: it may act in another player's window). */
export function actsOnInvitation(s: RbState, seat: Seat): boolean {
  return s.invite?.accepted === true && s.invite.seat === seat;
}

/** Seats in turn order starting with `from` (115.1, 583.3.b.1). */
export function turnOrderFrom(s: RbState, from: Seat): Seat[] {
  // A plain loop: this runs for every pass (relevant players) and trigger flush (issue "Engine speed").
  const n = s.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const p = (from + i) % n;
    if (!s.players[p]!.conceded) out.push(p);
  }
  return out;
}

/** How many entries the recent log keeps (the newest). */
const LOG_MAX = 40;

/** Appends an event to the recent log (the last {@link LOG_MAX} kept) and to `out`. */
export function emit(s: RbState, out: RbEvent[], e: RbEvent): void {
  out.push(e);
  const log = ownLog(s, LOG_MAX); // shared with the previous state until now (copy.ts)
  log.push(e);
  // One over after an append to a full log: drop the oldest in place (no array of the removed made per event).
  if (log.length === LOG_MAX + 1) log.shift();
  else if (log.length > LOG_MAX) log.splice(0, log.length - LOG_MAX);
}

/** Display name of an object's card. */
export function nameOf(s: RbState, id: string): string {
  return stat(s, id).name;
}

/** Units (including tokens) on the board controlled by `seat`. */
export function unitsOf(s: RbState, seat: Seat): string[] {
  const out: string[] = [];
  for (const id of s.players[seat]!.base) if (isUnit(s, id)) out.push(id);
  for (const bf of s.battlefields) for (const id of bf.units) if (obj(s, id).controller === seat) out.push(id);
  return out;
}

/** Is this object a unit (137) — unit cards and unit tokens. */
export function isUnit(s: RbState, id: string): boolean {
  const c = stat(s, id);
  return c.type === "Unit" || (c.type === "Token" && (c.might ?? null) !== null);
}

/** Units of `seat` at battlefield `bf`. */
export function unitsAt(s: RbState, bf: number, seat?: Seat): string[] {
  const b = s.battlefields[bf]!;
  return seat === undefined ? b.units.slice() : b.units.filter((u) => obj(s, u).controller === seat);
}

/**
 * Seats having units at a battlefield, ascending. Gathered in a list, not a `Set` spread into an array (0.30% of all
 * time in main's profile for 0.083 calls per apply; issue "Engine speed"): a battlefield holds one to four seats' objects.
 */
export function seatsAt(s: RbState, bf: number): Seat[] {
  const seats: Seat[] = [];
  for (const u of s.battlefields[bf]!.units) {
    const c = obj(s, u).controller;
    if (!seats.includes(c)) seats.push(c);
  }
  // Seats are 0-3 (646-648), so the numeric order is the string order `sort()` without a comparator gave.
  if (seats.length > 1) seats.sort(ascending);
  return seats;
}

/** Numeric ascending order, for `sort`. */
function ascending(a: number, b: number): number {
  return a - b;
}

/**
 * How many seats have units at battlefield `bf` (`seatsAt(s, bf).length`), counting no further than `atMost`: asked
 * by every cleanup and every `advance` in an open state (524-526), so it allocates nothing (issue "Engine speed").
 */
export function seatCountAt(s: RbState, bf: number, atMost: number): number {
  let first = -1;
  let n = 0;
  let seen: Seat[] | null = null; // only with a third seat (646-648)
  for (const u of s.battlefields[bf]!.units) {
    const c = obj(s, u).controller;
    if (n === 0) {
      first = c;
      n = 1;
    } else if (c !== first && !seen?.includes(c)) {
      seen ??= [];
      seen.push(c);
      n++;
    }
    if (n >= atMost) return n;
  }
  return n;
}

/** The battlefield state by index. */
export function bfAt(s: RbState, i: number): BattlefieldState {
  const b = s.battlefields[i];
  if (!b) throw new InvariantError(`no battlefield ${i}`);
  return b;
}

/**
 * Does `ids` name an id twice: a unit moved twice (140.3), a target chosen twice (559.3.c.6)? Compared pairwise, with
 * no `Set`: these lists hold one or a few ids.
 */
export function listsTwice(ids: readonly string[]): boolean {
  for (let i = 1; i < ids.length; i++) if (ids.lastIndexOf(ids[i]!, i - 1) >= 0) return true;
  return false;
}
