/**
 * Movement (608-619): standard moves (140), moves by effects, arriving at a battlefield, and restrictions.
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { RbState, RbEvent, RbObject } from "./state.js";
import { obj, mut, objAt } from "./objects.js";
import { checkCondition, hereOf, matches } from "./selectors.js";
import { bfAt, nameOf, emit, err, isUnit, isTeammate, listsTwice, opponentsOf } from "./util.js";
import { place } from "./zones.js";
import { boardPassivesOfKind } from "./board.js";
import { recordEvent, snapshot } from "./events.js";
import type { RbAction } from "./actions.js";
import { windowFor } from "./timing.js";
import { hasKeyword } from "./layers.js";
import { ANY, type Cost, type Payment, planPayment } from "./costs.js";

/** "Units can move here from anywhere" (Baron Pit): the destination battlefield's own permission (140.4.c.1). */
function moveHereFromAnywhere(s: RbState, card: string): boolean {
  for (const x of boardPassivesOfKind(s, "moveHereFromAnywhere")) if (x.source === card) return true;
  return false;
}

/**
 * What every standard move of one mover to a battlefield shares, asked once each while one state is read (`legal`):
 * at `2 * index` units of two other players are there (140.4.a.1), at `2 * index + 1` its "move here from anywhere"
 * permission (140.4.c.1); undefined until asked. Valid only while nothing writes.
 */
export type MoveDestinations = (boolean | undefined)[];

/** 140.4.a.1: units of two players other than `seat` are at this battlefield (counted without a list of seats). */
function twoOthersThere(s: RbState, seat: Seat, units: readonly string[]): boolean {
  let other = -1;
  for (const u of units) {
    const c = obj(s, u).controller;
    if (c === seat || c === other) continue;
    if (other !== -1) return true;
    other = c;
  }
  return false;
}

/** The state an object's own `enters` passive gives it as it enters (563.1.c-d), or null when none applies. */
export function ownEntry(s: RbState, id: string, seat: Seat): "ready" | "exhausted" | null {
  for (const a of cardScript(obj(s, id).code)?.abilities ?? [])
    if (
      a.kind === "passive" &&
      a.passive.kind === "enters" &&
      (!a.passive.when || checkCondition(s, id, seat, a.passive.when))
    )
      return a.passive.state;
  return null;
}

/** Marks a battlefield contested when a unit arrives whose controller does not control it (181.3.a). */
export function applyArrival(s: RbState, unit: string, bf: number): void {
  const b = bfAt(s, bf);
  const seat = obj(s, unit).controller;
  // 625.1.a-b: a unit arriving at the battlefield of the combat in progress joins its controller's side.
  const combat = s.showdown?.combat && s.showdown.bf === bf ? s.showdown.combat : null;
  if (combat && (seat === combat.attacker || seat === combat.defender))
    mut(s, unit).combatRole = seat === combat.attacker ? "attacker" : "defender";
  if (b.controller !== seat && b.contestedBy === null) b.contestedBy = seat;
}

/**
 * Moves units (596, 608-615) to a location. Moving is instantaneous; its "moved" events start "when I move" triggers; arrival at a
 * battlefield its controller does not control contests it (181.3.a). The caller performs the cleanup (615).
 */
export function moveUnits(
  s: RbState,
  ids: string[],
  to: { kind: "base" } | { kind: "bf"; index: number },
  out: RbEvent[],
  by?: Seat,
): void {
  const batch = s.history.events.length; // the units move together: one batch of "moved" events (vocabulary-plan §1.6)
  for (const id of ids) {
    const o = obj(s, id);
    if (o.zone !== "base" && o.zone !== "battlefield") continue;
    if (cantMove(s, id, to.kind === "base" ? "base" : to.index)) continue; // 567: "can't move" (Vilemaw's Lair)
    if (by !== undefined && cantBeMovedBy(s, id, by)) continue; // 567: "they can't move it this turn"
    const seat = o.controller;
    const from = o.bf ?? -1;
    if (to.kind === "base") place(s, id, { zone: "base", seat });
    else place(s, id, { zone: "battlefield", bf: to.index });
    const data: Record<string, number | boolean> = {
      from,
      fromBattlefield: from >= 0, // "when I move from a battlefield" (Harpoon Squad)
      bf: to.kind === "bf" ? to.index : -1,
      toBattlefield: to.kind === "bf",
      batch,
    };
    // "When you move an enemy unit": the player whose spell or ability moved another player's unit (assigned last, as
    // the spread it replaces: a spread in a literal is a slow copy in V8).
    if (by !== undefined && by !== seat) data.by = by;
    recordEvent(s, "moved", seat, snapshot(s, id), data);
    const dest = to.kind === "base" ? "base" : nameOf(s, bfAt(s, to.index).card);
    emit(s, out, { kind: "move", seat, object: id, card: nameOf(s, id), text: `${nameOf(s, id)} moves to ${dest}.` });
    if (to.kind === "bf") applyArrival(s, id, to.index);
  }
}

/** Checks a standard move (140, 608-615) without changing anything. */
export function checkMove(s: RbState, seat: Seat, a: Extract<RbAction, { type: "move" }>): Rejection | null {
  const w = checkMoveTiming(s, seat);
  if (w) return w;
  if (listsTwice(a.units)) return err("move/duplicate", "A unit is listed twice.", "140.3");
  for (const id of a.units) {
    const e = checkMoveUnit(s, seat, id) ?? checkMoveTo(s, seat, id, a.to);
    if (e) return e;
  }
  return checkMoveTax(s, seat, a);
}

/** 140.1.b-c: standard moves happen in the mover's own action phase, in a neutral open state. */
export function checkMoveTiming(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "move/timing",
      "Standard moves happen in your action phase, in a neutral open state.",
      w === "focus" ? "140.1.c" : "140.1.b",
    );
  return null;
}

/**
 * The checks of a standard move that depend on the unit alone, not on where it goes (140, 140.2, 567): a unit on the
 * board, controlled by the mover, not kept from moving by them, ready (moving exhausts it).
 */
export function checkMoveUnit(s: RbState, seat: Seat, id: string): Rejection | null {
  switch (unitMoveRefusal(s, seat, id, objAt(s, id))) {
    case null:
      return null;
    case "not-a-unit":
      return err("move/not-a-unit", `${id} is not a unit on the board.`, "140");
    case "not-yours":
      return err(
        "move/not-yours",
        `${nameOf(s, id)} is not yours.`,
        isTeammate(s, seat, obj(s, id).controller) ? "648.8.c.2" : "140",
        { name: nameOf(s, id) },
      );
    case "cant":
      return err("move/cant", `${nameOf(s, id)} can't be moved by you this turn.`, "567", { name: nameOf(s, id) });
    case "exhausted":
      return err("move/exhausted", `${nameOf(s, id)} is exhausted; moving costs exhausting it.`, "140.2", {
        name: nameOf(s, id),
      });
  }
}

/**
 * Why {@link checkMoveUnit} refuses unit `id` (140, 140.2, 567), unworded (`legal` reads only the verdict), or null:
 * the same checks in the same order. `o`: the object of `id` (undefined when there is none), which the caller has read.
 */
export function unitMoveRefusal(
  s: RbState,
  seat: Seat,
  id: string,
  o: Readonly<RbObject> | undefined,
): "not-a-unit" | "not-yours" | "cant" | "exhausted" | null {
  if (!o || !(o.zone === "base" || o.zone === "battlefield") || !isUnit(s, id)) return "not-a-unit";
  if (o.controller !== seat) return "not-yours";
  if (cantBeMovedBy(s, id, seat, o)) return "cant";
  if (o.exhausted) return "exhausted";
  return null;
}

/**
 * The checks of a standard move of a board unit (one {@link checkMoveUnit} accepts) to `to` (140.4, 567): not where it
 * is, between battlefields only with Ganking or the destination's permission, not where two other players have units.
 */
export function checkMoveTo(s: RbState, seat: Seat, id: string, to: "base" | number): Rejection | null {
  const why = moveToRefusal(s, seat, id, to);
  if (why === null) return null;
  switch (why) {
    case "in-base":
      return err("move/bad-destination", `${nameOf(s, id)} is already in base.`, "140.4.b", {
        case: "in-base",
        name: nameOf(s, id),
      });
    case "to-base":
      return err("move/cant", `${nameOf(s, id)} can't move from there to base.`, "567", {
        case: "to-base",
        name: nameOf(s, id),
      });
    case "no-bf":
      return err("move/bad-destination", `There is no battlefield ${to}.`, "140.4", { case: "no-bf", bf: to });
    case "there":
      return err("move/bad-destination", `${nameOf(s, id)} is already there.`, "140.4", {
        case: "there",
        name: nameOf(s, id),
      });
    case "no-ganking":
      return err("move/no-ganking", `${nameOf(s, id)} can only move between battlefields with Ganking.`, "140.4.c.1", {
        name: nameOf(s, id),
      });
    case "full":
      return err("move/full", "Units of two other players are already there.", "140.4.a.1");
  }
}

/**
 * Why {@link checkMoveTo} refuses a move (140.4, 567), unworded (`legal` reads only the verdict), or null: the same
 * checks in the same order. `known`: the destinations' shared answers, when the caller asks for many moves of one
 * state (read once per battlefield).
 */
export function moveToRefusal(
  s: RbState,
  seat: Seat,
  id: string,
  to: "base" | number,
  known?: MoveDestinations,
): "in-base" | "to-base" | "no-bf" | "there" | "no-ganking" | "full" | null {
  const o = obj(s, id);
  if (to === "base") {
    if (o.zone !== "battlefield") return "in-base";
    if (cantMove(s, id, "base")) return "to-base";
    return null;
  }
  const b = s.battlefields[to];
  if (!b) return "no-bf";
  if (o.zone === "battlefield" && o.bf === to) return "there";
  if (o.zone === "battlefield" && !hasKeyword(s, id, "Ganking") && !fromAnywhereTo(s, to, known)) return "no-ganking";
  return fullAt(s, seat, to, known) ? "full" : null;
}

/** {@link moveHereFromAnywhere} of battlefield `to`, read once per {@link MoveDestinations}. */
function fromAnywhereTo(s: RbState, to: number, known: MoveDestinations | undefined): boolean {
  const k = known?.[2 * to + 1];
  if (k !== undefined) return k;
  const v = moveHereFromAnywhere(s, s.battlefields[to]!.card);
  if (known) known[2 * to + 1] = v;
  return v;
}

/** {@link twoOthersThere} at battlefield `to` for `seat`, read once per {@link MoveDestinations}. */
function fullAt(s: RbState, seat: Seat, to: number, known: MoveDestinations | undefined): boolean {
  const k = known?.[2 * to];
  if (k !== undefined) return k;
  const v = twoOthersThere(s, seat, s.battlefields[to]!.units);
  if (known) known[2 * to] = v;
  return v;
}

/** 560.4, 561: the move's additional cost (`moveTax`), when it has one, can be paid. */
export function checkMoveTax(s: RbState, seat: Seat, a: Extract<RbAction, { type: "move" }>): Rejection | null {
  const tax = moveTax(s, seat, a);
  if (tax) {
    const plan = planPayment(s, seat, tax, undefined);
    if ("code" in plan)
      return err("move/cannot-pay", `Moving these units there costs ${tax.pips.length} more Power.`, "561", {
        n: tax.pips.length,
      });
  }
  return null;
}

/**
 * The additional cost of a standard move (560.4) from `moveTax` passives (Mageseeker Investigator): for each source
 * at the destination battlefield controlled by an opponent of the mover, its Power per unit beyond the first.
 */
export function moveTax(s: RbState, seat: Seat, a: Extract<RbAction, { type: "move" }>): Cost | null {
  if (a.to === "base" || a.units.length < 2) return null;
  let n = 0;
  for (const { source: src, passive: p } of boardPassivesOfKind(s, "moveTax"))
    if (hereOf(s, src) === a.to && opponentsOf(s, obj(s, src).controller).includes(seat))
      n += p.power * (a.units.length - 1);
  return n > 0 ? { energy: 0, pips: Array.from({ length: n }, () => ANY) } : null;
}

/** Standard move (140, 596.3, 608-615). */
export function standardMove(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "move" }>,
  out: RbEvent[],
  payTax?: (plan: Payment) => void,
): Rejection | null {
  const e = checkMove(s, seat, a);
  if (e) return e;
  const tax = moveTax(s, seat, a);
  if (tax) {
    const plan = planPayment(s, seat, tax, undefined);
    if (!("code" in plan)) payTax?.(plan); // 560.4: the additional cost is paid with the move's exhausting
  }
  for (const id of a.units) mut(s, id).exhausted = true; // 140.2, 140.3.c
  moveUnits(s, a.units, a.to === "base" ? { kind: "base" } : { kind: "bf", index: a.to }, out);
  s.tasks.push({ t: "cleanup" }); // 615
  return null;
}

/** "They can't move it this turn" (567): a created `cantBeMovedByController` about this unit, and `by` controls it. */
export function cantBeMovedBy(s: RbState, id: string, by: Seat, o: Readonly<RbObject> = obj(s, id)): boolean {
  if (o.controller !== by) return false;
  // Loops, not `some` with closures (asked per unit by every move candidate and check).
  for (const e of s.effects) {
    if (e.passive?.kind !== "cantBeMovedByController") continue;
    for (const r of e.objects) if (r.id === id && r.incarnation === o.incarnation) return true;
  }
  return false;
}

/**
 * Is moving this unit to `to` forbidden by a `cant` passive (567: a restriction wins over a permission)? Applies to
 * every move, standard or by an effect (596, 608); a unit that can't move stays where it is.
 */
function cantMove(s: RbState, id: string, to: "base" | number): boolean {
  if (to !== "base") return false;
  const o = obj(s, id);
  if (o.zone !== "battlefield") return false;
  for (const { source: src, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (!("move" in p.action) || p.action.to !== "base") continue;
    const so = obj(s, src);
    const ctrl = so.zone === "battlefieldCard" ? o.controller : so.controller;
    if (p.action.from === "here" && hereOf(s, src) !== o.bf) continue;
    if (matches(s, id, p.action.move, ctrl, src)) return true;
  }
  return false;
}
