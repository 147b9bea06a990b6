/**
 * Showdowns (545-553): starting one at a contested battlefield, Focus, and its end with or without a combat.
 */
import type { RbState, RbEvent } from "./state.js";
import { bfAt, turnOrderFrom, emit, nameOf, seatsAt } from "./util.js";
import { scoreBattlefield } from "./scoring.js";
import { mayListenFor, recordEvent } from "./events.js";

/** A showdown without combat (516.5.b, 548.2): the contesting player gets Focus (549), everyone is relevant (550.2). */
export function startShowdown(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const focus = b.contestedBy ?? s.turnPlayer;
  s.showdown = { bf, focus, relevant: turnOrderFrom(s, s.turnPlayer), passes: [], combat: null };
  emit(s, out, {
    kind: "showdownStart",
    seat: focus,
    text: `Showdown at ${nameOf(s, b.card)}; P${focus + 1} has Focus.`,
    data: { bf },
  });
  if (mayListenFor(s, "showdownStarted")) recordEvent(s, "showdownStarted", focus, undefined, { bf }); // 545
}

/** All relevant players passed in sequence: the showdown ends (553.4.a) and combat goes on to damage (626). */
export function endShowdown(s: RbState, out: RbEvent[]): void {
  const sd = s.showdown!;
  s.showdown = null;
  emit(s, out, {
    kind: "showdownEnd",
    text: `The showdown at ${nameOf(s, bfAt(s, sd.bf).card)} ends.`,
    data: { bf: sd.bf },
  });
  if (sd.combat) {
    s.tasks.push({ t: "combatDamage", bf: sd.bf, stage: 0, assigned: {} });
    s.tasks.push({ t: "cleanup" }); // 553.4.a.1
  } else {
    s.tasks.push({ t: "endShowdown", bf: sd.bf });
    s.tasks.push({ t: "cleanup" });
  }
}

/** After a showdown without combat: the contesting player takes control and conquers (181.4.a, 630.1). */
export function endNonCombatShowdown(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const seats = seatsAt(s, bf);
  if (seats.length === 1) {
    const seat = seats[0]!;
    const before = b.controller;
    b.controller = seat;
    b.contestedBy = null;
    if (before !== seat) scoreBattlefield(s, seat, bf, "conquer", out, { uncontrolled: before === null }); // SFD FAQ
  } else if (seats.length === 0) b.contestedBy = null;
  s.tasks.push({ t: "cleanup" });
}
