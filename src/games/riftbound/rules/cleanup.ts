/**
 * Cleanups (518-526): lethal damage kills (520), combat status ends (521), gear at battlefields is recalled
 * (619.1), hidden cards without units are lost (523), control and contests are settled, and a neutral open state
 * starts a showdown or a combat (525-526).
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { isUnit, stat, statOf, emit, nameOf, seatCountAt } from "./util.js";
import { killIfLethal, recall } from "./game-actions.js";
import { mut, obj } from "./objects.js";
import { facedownAt } from "./board.js";
import { baseAndBattlefieldIds, place } from "./zones.js";
import { isMighty, might } from "./layers.js";
import { mayListenFor, recordEvent, snapshot } from "./events.js";
import { startShowdown } from "./showdowns.js";
import { startCombat } from "./combat.js";

/**
 * Cleanup (518-524): lethal damage kills (520), attacker/defender status leaves units away from the combat's
 * battlefield (521), battlefields without units of their controller lose control in an Open state (181.4.c-d,
 * CR 1.4 190.4.c),
 * hidden cards without a friendly unit at their battlefield go to the trash (523), gear at battlefields is
 * recalled (144.3, 619.1). Combats are marked pending by the presence of two players' units (524); starting
 * showdowns and combats (525-526) happens in `advance` when the state is neutral open.
 */
export function cleanup(s: RbState, out: RbEvent[]): void {
  // What each battlefield's walk found (`battlefieldMarks`, by position), kept for its questions below.
  const at: number[] = [];
  for (let round = 0; round < 20; round++) {
    let changed = false;
    let roles = false; // an object of the bases or battlefields has a combat status
    let killChecked = false; // a kill check ran this round: it may have moved objects, so `at` is read again
    for (const p of s.players) {
      const f = boardMarks(s, p.base);
      if ((f & ROLE) !== 0) roles = true;
      if ((f & DAMAGED) === 0) continue;
      killChecked = true;
      for (const id of p.base.slice()) if (isUnit(s, id) && killIfLethal(s, id, out)) changed = true;
    }
    for (let i = 0; i < s.battlefields.length; i++) {
      const b = s.battlefields[i]!;
      const f = battlefieldMarks(s, b.units);
      at[i] = f;
      if ((f & ROLE) !== 0) roles = true;
      if ((f & DAMAGED) === 0) continue;
      killChecked = true;
      for (const id of b.units.slice()) if (killIfLethal(s, id, out)) changed = true;
    }
    // Runes and facedown cards never have a combat status: see endCombatStatus. Without one in these lists before the
    // kills, there is none after: an object enters them from another zone as a new object, without it (109).
    if (roles) {
      const combatBf = combatBattlefield(s);
      for (const p of s.players) endCombatStatus(s, p.base, combatBf);
      for (const b of s.battlefields) endCombatStatus(s, b.units, combatBf);
    }
    for (let i = 0; i < s.battlefields.length; i++) {
      const b = s.battlefields[i]!;
      // Whose objects are there and whether one is a Gear: as the walk above found them while nothing but combat
      // status (521, which moves nothing) has changed since; read again after a kill check or any change this round.
      let here = killChecked || changed ? presence(s, b.units) : at[i]!;
      if ((here & GEAR) !== 0) {
        for (const id of b.units.slice()) {
          if (stat(s, id).type === "Gear") {
            recall(s, id, out); // 619.1
            changed = true;
          }
        }
        here = presence(s, b.units);
      }
      if (b.facedown !== null) {
        for (const fd of facedownAt(b)) {
          const f = obj(s, fd);
          if (!hasSeat(here, f.controller)) {
            // 523
            emit(s, out, {
              kind: "hiddenLost",
              seat: f.controller,
              object: fd,
              card: nameOf(s, fd),
              text: `P${f.controller + 1}'s hidden ${nameOf(s, fd)} is revealed and trashed (523).`,
            });
            place(s, fd, { zone: "trash" });
            changed = true;
          }
        }
      }
      const noUnits = b.controller !== null && !hasSeat(here, b.controller);
      if (noUnits && s.chain.length === 0 && (b.contestedBy === null || b.index !== combatBattlefield(s))) {
        // 181.4.c-d: a player with no units there loses control, contested or not (SFAQ-14), at a cleanup in an
        // Open state (CR 1.4 190.4.c; UFAQ-12: not while an item is on the chain); a combat there settles control
        // at its end instead.
        b.controller = null;
        changed = true;
      }
      if (b.contestedBy !== null && !hasSeat(here, b.contestedBy) && !(s.showdown?.bf === b.index)) {
        b.contestedBy = null;
        changed = true;
      }
      if (b.contestedBy === null && b.controller === null) {
        // an arrival not yet resolved into control: one seat's objects there (a power of two)
        const seats = here & SEATS;
        if (seats !== 0 && (seats & (seats - 1)) === 0) b.contestedBy = obj(s, b.units[0]!).controller;
      }
    }
    if (!changed) break;
  }
  checkBecameMighty(s);
  checkMightChanged(s);
}

/** {@link boardMarks}: an object has damage. */
const DAMAGED = 1 << 17;
/** {@link boardMarks}: an object has a combat status (attacker or defender, 521). */
const ROLE = 1 << 18;
/** {@link presence}: the seat bits (`1 << seat`, seats 0-15). */
const SEATS = 0xffff;

/**
 * What one read of a zone list's objects finds: {@link DAMAGED} when one has damage (520: `killIfLethal` does nothing
 * to an undamaged one, so a list without any is not copied nor its cards looked up), {@link ROLE} when one has a combat
 * status (521: else no status needs ending). One walk for both (issue "Engine speed").
 */
function boardMarks(s: RbState, ids: readonly string[]): number {
  let f = 0;
  for (const id of ids) {
    const o = obj(s, id);
    if (o.damage > 0) f |= DAMAGED;
    if (o.combatRole !== undefined) f |= ROLE;
  }
  return f;
}

/**
 * {@link boardMarks} and {@link presence} of a battlefield's objects in one walk: cleanup walked each battlefield's
 * list twice per round, for kills and status, then for Gear, control and the contest (issue "Engine speed").
 */
function battlefieldMarks(s: RbState, ids: readonly string[]): number {
  let f = 0;
  for (const id of ids) {
    const o = obj(s, id);
    if (o.damage > 0) f |= DAMAGED;
    if (o.combatRole !== undefined) f |= ROLE;
    f |= 1 << o.controller;
    if (statOf(o).type === "Gear") f |= GEAR;
  }
  return f;
}

/** {@link presence}: a Gear is among the objects (619.1: recalled from a battlefield; the list is copied only then). */
const GEAR = 1 << 16;

/**
 * What one read of a battlefield's objects finds: bit `1 << seat` for each seat controlling one of them (as
 * `util.ts#seatCountAt` reads the list: every object there counts), and {@link GEAR}. Cleanup asked
 * those three questions in three walks, each looking every id up again (issue "Engine speed").
 */
function presence(s: RbState, ids: readonly string[]): number {
  let f = 0;
  for (const id of ids) {
    const o = obj(s, id);
    f |= 1 << o.controller;
    if (statOf(o).type === "Gear") f |= GEAR;
  }
  return f;
}

/** Whether {@link presence} found an object of `seat`. */
function hasSeat(here: number, seat: Seat): boolean {
  return (here & (1 << seat)) !== 0;
}

/** The battlefield of the combat in progress (620-627: its showdown, or its damage or resolution task), if any. */
function combatBattlefield(s: RbState): number | undefined {
  if (s.showdown?.combat) return s.showdown.bf;
  for (const t of s.tasks) if (t.t === "combatDamage" || t.t === "combatResolve") return t.bf;
  return undefined;
}

/**
 * 521: attacker/defender status ends for objects of `ids` that are not at the combat's battlefield. Only board objects
 * can have one (given at the start of combat, 620; removed as an object leaves the board: `zones.ts#becomeNewObject`,
 * 645.6), so the board's zone lists are read instead of every object of the state (issue "Engine speed"). Of those,
 * only units at a battlefield are given one (620 `startCombat`, 625.1.a-b `applyArrival`), and they keep it only while
 * moving between bases and battlefields: the rune pool and the facedown zones are entered only from a non-board zone
 * (channel from the rune deck 606, hide from the hand 723), as a new object without it; so only bases and
 * battlefields are read.
 */
function endCombatStatus(s: RbState, ids: readonly string[], combatBf: number | undefined): void {
  for (const id of ids) {
    const o = obj(s, id);
    if (o.combatRole !== undefined && (o.zone !== "battlefield" || o.bf !== combatBf))
      mut(s, id).combatRole = undefined;
  }
}

/**
 * "When my Might becomes N or more" (139.2): a `mightChanged` event with the Might before and after, for each unit
 * whose Might differs from the last check; a unit entering the board compares with its printed Might (as
 * becoming Mighty does). Only when a card of the match listens for it.
 */
function checkMightChanged(s: RbState): void {
  if (!mayListenFor(s, "mightChanged")) return;
  for (const id of baseAndBattlefieldIds(s)) {
    if (!isUnit(s, id)) continue;
    const o = obj(s, id);
    const now = might(s, id);
    const before = o.lastMight ?? stat(s, id).might ?? 0;
    if (now === before) continue;
    mut(s, id).lastMight = now;
    recordEvent(s, "mightChanged", o.controller, snapshot(s, id), { before, after: now });
  }
}

/**
 * CR 1.4 709: a unit "becomes Mighty" when its Might changes from less than 5 to 5 or more. Checked at each cleanup
 * against the last check; a unit entering the board compares with its Might before (its printed Might, 711), so a
 * 5 Might unit played is not becoming Mighty (docs/rules-decisions.md "Becoming Mighty").
 */
function checkBecameMighty(s: RbState): void {
  // Only a trigger can observe becoming Mighty: with none in the match, no Might needs computing here.
  if (!mayListenFor(s, "becameMighty")) return;
  for (const id of baseAndBattlefieldIds(s)) {
    if (!isUnit(s, id)) continue;
    const o = obj(s, id);
    const now = isMighty(s, id);
    const before = o.wasMighty ?? (stat(s, id).might ?? 0) >= 5;
    if (now === before) continue;
    mut(s, id).wasMighty = now;
    if (now) recordEvent(s, "becameMighty", o.controller, snapshot(s, id));
  }
}

/** 525-526: in a neutral open state, start a showdown at a contested uncontrolled battlefield, else a pending combat. */
export function startShowdownOrCombat(s: RbState, out: RbEvent[]): boolean {
  if (s.chain.length > 0 || s.showdown || s.tasks.length > 0 || s.step === "setup") return false;
  // Each battlefield's seats counted once, without building lists: asked at every open state `advance` reaches, the
  // lists are made only when a showdown or combat starts (issue "Engine speed"). Every object there counts (as
  // `seatCountAt` counts), so with fewer than two there are as many seats as objects, and none is read.
  let contested: number[] | undefined; // one seat's units there, contested and uncontrolled (525)
  let pending: number[] | undefined; // two or more seats' units there (526)
  for (const b of s.battlefields) {
    const k = b.units.length;
    const n = k < 2 ? k : seatCountAt(s, b.index, 2);
    if (n === 1 && b.contestedBy !== null && b.controller === null) {
      contested ??= [];
      contested.push(b.index);
    } else if (n >= 2) {
      pending ??= [];
      pending.push(b.index);
    }
  }
  if (contested !== undefined) {
    if (contested.length === 1) startShowdown(s, contested[0]!, out);
    else s.tasks.push({ t: "chooseFirst", kind: "showdown", options: contested });
    return true;
  }
  if (pending !== undefined) {
    if (pending.length === 1) startCombat(s, pending[0]!, out);
    else s.tasks.push({ t: "chooseFirst", kind: "combat", options: pending });
    return true;
  }
  return false;
}

/** Starts the showdown or combat the turn player chose (525, 526). */
export function startChosen(s: RbState, kind: "showdown" | "combat", bf: number, out: RbEvent[]): void {
  if (kind === "showdown") startShowdown(s, bf, out);
  else startCombat(s, bf, out);
}
