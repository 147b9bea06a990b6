/**
 * The card vocabulary's selectors, amounts and conditions, evaluated on a state: which objects an `ObjFilter`
 * matches (types, controllers, locations, states, Might comparisons), amounts counted or read from objects, the
 * conditions of `if` instructions and conditional passives (568.3), and the "this turn" questions asked of the event
 * record (which events match a filter). Might and keywords come from the layers through `derived.ts`.
 */
import type { Seat } from "../../../engine/index.js";
import type {
  Amount,
  Cmp,
  Condition,
  ObjFilter,
  ObjState,
  Place,
  DamageVia,
  EventFilter,
  EventKind,
} from "../cards/types.js";
import type { RbState, RbObject, TargetRef } from "./state.js";
import type { GameEvent, EventSubject } from "./events.js";
import { cardData } from "./catalogue.js";
import { objAt, obj } from "./objects.js";
import { facedownAt } from "./board.js";
import { attachmentsOf, isEquipped, locationOf } from "./attach.js";
import { attachedPassives, passivesOf } from "./passives.js";
import { unitsAt, stat, statOf, isUnit, opponent, isFriendly } from "./util.js";
import { might, hasKeyword, isMighty } from "./derived.js";
import { mostSpellEnergy, nthTurnHolds, turnsTaken } from "./turn-count.js";
import { beingChosenBy } from "./chain-choices.js";
import { holdPoints, powerSpent } from "./tallies.js";

/** Which groups of an `EventFilter`'s tests it names (bits): who acted, "me", the subject, the event's data and place. */
export type EventFilterParts = number;

const EV_PLAYER = 1; // who performed the action (`player`)
const EV_SELF = 2; // "me" (`self`, 720.1.d look back)
const EV_SUBJECT = 4; // what it happened to (`subject`)
const EV_DATA = 8; // the event's data and place ("here", `via`, `by` …)

/**
 * The tests each key of an `EventFilter` asks for. A `Record` of every key, so a new filter field does not typecheck
 * until it is placed in a group; a key not listed asks for all of them.
 */
const EVENT_PARTS_BY_KEY: Readonly<Record<keyof EventFilter, EventFilterParts>> = {
  player: EV_PLAYER,
  self: EV_SELF,
  subject: EV_SUBJECT,
  via: EV_DATA,
  chosenBy: EV_DATA,
  here: EV_DATA,
  at: EV_DATA,
  killedBy: EV_DATA,
  from: EV_DATA,
  data: EV_DATA,
  by: EV_DATA,
  attachedSelf: EV_DATA,
};

/**
 * The groups of tests an event filter names, so that {@link eventMatchesWith} reads only those fields of it (filters
 * have many shapes: every field read of one is a slow, megamorphic load). Found once per filter object.
 */
export const eventPartsOf: (f: EventFilter) => EventFilterParts = partsReader(
  EVENT_PARTS_BY_KEY,
  EV_PLAYER | EV_SELF | EV_SUBJECT | EV_DATA,
);

/**
 * A reader of the union of `byKey`'s bits for a filter's keys (`unknown` for a key the table lacks: every test),
 * remembered per filter object (filters are static: card scripts, created triggers and their copies in tasks, so the
 * `WeakMap` never goes stale). Makes {@link partsOf} and {@link eventPartsOf} (module load only: one closure each).
 */
function partsReader<F extends object>(byKey: Readonly<Record<string, number>>, unknown: number): (f: F) => number {
  const partOfKey: ReadonlyMap<string, number> = new Map(Object.entries(byKey));
  const byFilter = new WeakMap<F, number>();
  return (f) => {
    let parts = byFilter.get(f);
    if (parts === undefined) {
      parts = 0;
      for (const k of Object.keys(f)) parts |= partOfKey.get(k) ?? unknown;
      byFilter.set(f, parts);
    }
    return parts;
  };
}

/**
 * Does an event meet a trigger's filter, seen from the ability's source and controller: who acted (`player`),
 * what it happened to (`subject`: me, friendly, enemy, a type, a tag), where ("here"), and event data.
 */
export function eventMatches(s: RbState, e: GameEvent, f: EventFilter, source: string, controller: Seat): boolean {
  return eventMatchesWith(s, e, f, eventPartsOf(f), source, controller);
}

/** {@link eventMatches} with the filter's {@link eventPartsOf} read by the caller (static per trigger). */
export function eventMatchesWith(
  s: RbState,
  e: GameEvent,
  f: EventFilter,
  parts: EventFilterParts,
  source: string,
  controller: Seat,
): boolean {
  if (parts === 0) return true; // no filter: every event of the kind
  // Each field is read once, and only those of the groups the filter names.
  if (parts & EV_PLAYER) {
    const player = f.player;
    if (player === "you" && e.player !== controller) return false;
    if (player === "opponent" && e.player === controller) return false;
    if (player === "friendly" && !isFriendly(s, controller, e.player)) return false; // you or an ally (648.8.d)
  }
  const sub = e.subject;
  if (parts & EV_SELF && f.self && (!sub || sub.id !== source || sub.incarnation !== eventIncarnation(s, source, sub)))
    return false;
  if (parts & EV_SUBJECT) {
    const fsub = f.subject;
    if (fsub && !subjectOk(s, e, fsub, source, controller)) return false;
  }
  return (parts & EV_DATA) === 0 || eventDataOk(s, e, f, source, controller);
}

/** The `subject` part of {@link eventMatchesWith}: the event's subject as it was (584.2). */
function subjectOk(
  s: RbState,
  e: GameEvent,
  fsub: NonNullable<EventFilter["subject"]>,
  source: string,
  controller: Seat,
): boolean {
  const sub = e.subject;
  if (!sub) return false;
  const card = cardData(sub.code);
  const ty = fsub.type;
  const ct = card?.type;
  if (ty === "unit" && ct !== "Unit" && ct !== "Token") return false;
  if (ty === "gear" && ct !== "Gear") return false;
  if (ty === "spell" && ct !== "Spell") return false;
  if (ty === "permanent" && ct !== "Unit" && ct !== "Gear" && ct !== "Token") return false; // 106
  // 648.8.d: "friendly" includes a 2v2 teammate's objects ("enemy" excludes them).
  const ctl = fsub.controller;
  if (ctl === "friendly" && !isFriendly(s, controller, sub.controller)) return false;
  if (ctl === "enemy" && isFriendly(s, controller, sub.controller)) return false;
  if (fsub.tag && !(card?.tags ?? []).includes(fsub.tag)) return false;
  if (fsub.name !== undefined && card?.name !== fsub.name) return false; // 139.1
  if (fsub.other && sub.id === source) return false;
  // States as they were when the event happened (584.2; "mighty" is read on the object while it is the same one).
  if (fsub.state && !fsub.state.every((st) => subjectIn(s, sub, st, controller, source))) return false;
  if (fsub.not?.tag && (card?.tags ?? []).includes(fsub.not.tag)) return false;
  if (fsub.token !== undefined && sub.token !== fsub.token) return false; // 170
  const owner = fsub.owner;
  if (owner === "you" && sub.owner !== controller) return false; // 107.1
  if (owner === "notYou" && sub.owner === controller) return false;
  if (fsub.energy) {
    const energy = typeof e.data.energy === "number" ? e.data.energy : (card?.energy ?? 0);
    if (!compareAmount(energy, fsub.energy, s, controller)) return false;
  }
  // "A card with Power cost [A][A] or more" (130.2): its printed Power cost, whatever the domains.
  if (fsub.power && !compareAmount(card?.power ?? 0, fsub.power, s, controller)) return false;
  return true;
}

/** The data and place part of {@link eventMatchesWith}: how, where, by whom (608, 626, CR 1.4 434). */
function eventDataOk(s: RbState, e: GameEvent, f: EventFilter, source: string, controller: Seat): boolean {
  const sub = e.subject;
  if (f.via && !f.via.includes(e.data.via as DamageVia)) return false;
  if (f.chosenBy && !f.chosenBy.includes(e.data.chosenBy as never)) return false; // 559.3: what chose it
  if (f.here !== undefined) {
    const bf = s.battlefields.find((b) => b.card === source)?.index ?? objAt(s, source)?.bf;
    if (f.here && (bf === undefined || e.data.bf !== bf)) return false;
    if (!f.here && bf !== undefined && e.data.bf === bf) return false; // "other than mine"
  }
  if (f.killedBy === "you" && e.data.killedBy !== controller) return false;
  if (f.at === "controlledByYou") {
    const bf = e.data.bf;
    if (typeof bf !== "number" || s.battlefields[bf]?.controller !== controller) return false;
  }
  if (f.from === "here" && !fromHere(s, e, source)) return false;
  if (f.data) for (const [k, v] of Object.entries(f.data)) if (e.data[k] !== v) return false;
  if (f.by === "you" && e.data.by !== controller) return false;
  if (f.by === "opponent" && (typeof e.data.by !== "number" || e.data.by === controller)) return false;
  // CR 1.4 434: this card was attached to the unit it is attached to now ("attached to me this turn").
  if (f.attachedSelf && (e.data.card !== source || !sub || objAt(s, source)?.attachedTo !== sub.id)) return false;
  return true;
}

/** Was the event's subject in this state: as recorded (last known information), else read on the live object. */
function subjectIn(s: RbState, sub: EventSubject, st: ObjState, controller: Seat, source: string): boolean {
  if (st === "buffed" || st === "stunned" || st === "exhausted" || st === "damaged") return sub[st];
  if (st === "empowered") return sub.empowered === true; // CR 1.4 441.2, 584.2: as it was
  if (st === "ready") return !sub.exhausted;
  const live = objAt(s, sub.id);
  if (!live || live.incarnation !== sub.incarnation) return st === "mighty" && sub.mighty === true; // 584.2 look back
  return matches(s, sub.id, { state: [st], at: "board" }, controller, source);
}

/** Did a move event start at the source's location (608): its battlefield, or the base of its controller. */
function fromHere(s: RbState, e: GameEvent, source: string): boolean {
  const so = objAt(s, source);
  if (!so || e.data.from === undefined) return false;
  if (so.zone === "base") return e.data.from === -1 && e.subject?.controller === so.controller;
  const bf = so.zone === "battlefieldCard" ? s.battlefields.find((b) => b.card === source)?.index : so.bf;
  return bf !== undefined && e.data.from === bf;
}

/** The incarnation a self-filter compares with: the subject's own when the source is the subject (look back). */
function eventIncarnation(s: RbState, source: string, sub: EventSubject): number {
  const o = objAt(s, source);
  if (!o) return -1;
  // A card that just left the board is a new object (563.2.c.4), but "when I die" refers to the one that died.
  return o.incarnation === sub.incarnation
    ? sub.incarnation
    : o.incarnation - 1 === sub.incarnation
      ? sub.incarnation
      : -1;
}

/** Events of the current turn that meet a filter, from `controller`'s point of view (history selectors). */
export function eventsThisTurn(
  s: RbState,
  kind: EventKind,
  f: EventFilter,
  source: string,
  controller: Seat,
): GameEvent[] {
  return s.history.events.filter(
    (e) => e.turn === s.turnNumber && e.kind === kind && eventMatches(s, e, f, source, controller),
  );
}

/**
 * Evaluates a condition of a conditional passive or an `if` instruction (568.3).
 * @param self the object whose ability it is
 */
export function checkCondition(s: RbState, self: string, controller: Seat, c: Condition): boolean {
  if ("handAtMost" in c) return s.players[controller]!.hand.length <= c.handAtMost;
  if ("exists" in c) return existing(s, self, controller, c.exists) >= (c.atLeast ?? 1);
  if ("not" in c) return !checkCondition(s, self, controller, c.not);
  if ("and" in c) return c.and.every((x) => checkCondition(s, self, controller, x));
  if ("happened" in c) {
    const h = c.happened;
    const kinds: readonly EventKind[] = typeof h.kind === "string" ? [h.kind] : h.kind;
    let n = 0;
    for (const k of kinds) n += eventsThisTurn(s, k, h.filter ?? {}, self, controller).length;
    return n >= (h.atLeast ?? 1);
  }
  if ("legion" in c) return (s.history.cardsPlayed[controller] ?? 0) > 0;
  if ("xpAtLeast" in c) return (s.players[controller]!.xp ?? 0) >= c.xpAtLeast; // CR 1.4 824.1.c
  if ("duringShowdown" in c) return s.showdown !== null; // 545: a showdown in progress
  if ("combatHere" in c) return combatAt(s, hereOf(s, self)); // 620
  if ("showdownHere" in c) return s.showdown !== null && s.showdown.bf === hereOf(s, self); // 545
  if ("yourTurn" in c) return s.turnPlayer === controller; // 115: "if it's your turn"
  if ("yourPhase" in c) return s.turnPlayer === controller && s.phase === c.yourPhase; // CR 1.4 315.2
  if ("nthTurn" in c) {
    const cmp = c.nthTurn; // CR 1.4 736-737
    return nthTurnHolds(s, controller, c.of, (n) => compareAmount(n, cmp, s, controller));
  }
  if ("spentOnSpell" in c) return mostSpellEnergy(s, controller) >= c.spentOnSpell.energy; // CR 1.4 356-357
  if ("is" in c) {
    // 568.3: "while I'm …" — passives can only name their own object.
    return "self" in c.is && matches(s, self, c.filter, controller, self);
  }
  if ("compare" in c) {
    // "If there are exactly N …" (568.3): board counts are read from the ability's source.
    const a = c.compare[0];
    const board =
      typeof a === "object" &&
      ("count" in a || "highestMight" in a || "totalMight" in a || "times" in a || "empoweredTimes" in a);
    const n = board ? staticAmount(s, self, controller, a) : stateAmount(s, controller, a);
    return compareAmount(n, c.compare[1], s, controller);
  }
  return false;
}

/** How many board objects and battlefields match a filter now (568.3 "if there is / you control …"). */
export function existing(s: RbState, self: string, controller: Seat, f: ObjFilter): number {
  const ids = f.type === "battlefield" ? s.battlefields.map((b) => b.card) : candidates(s, f, controller);
  return ids.filter((id) => matches(s, id, f, controller, self)).length;
}

/**
 * The value of an amount that depends only on the game, from `controller`'s point of view (points 629, Victory
 * Score 632.1); amounts naming objects of a resolution read as 0 here (563.2.c.8).
 */
export function stateAmount(s: RbState, controller: Seat, a: Amount): number {
  if (typeof a === "number") return a;
  if ("points" in a)
    return a.points === "you"
      ? s.players[controller]!.points
      : Math.max(0, ...s.players.filter((p) => p.seat !== controller && !p.conceded).map((p) => p.points));
  if ("victoryScore" in a) return s.victoryScore;
  if ("turnsTaken" in a) return turnsTaken(s, a.turnsTaken === "you" ? controller : s.turnPlayer); // CR 1.4 736
  if ("powerSpent" in a) return powerSpent(s, controller); // CR 1.4 561
  if ("holdPoints" in a) return holdPoints(s, controller); // CR 1.4 630.2
  if ("opponentMost" in a) return opponentMost(s, controller, a.opponentMost);
  if ("minus" in a) return stateAmount(s, controller, a.minus[0]) - stateAmount(s, controller, a.minus[1]);
  if ("times" in a) return stateAmount(s, controller, a.times[0]) * a.times[1];
  return 0;
}

/** The most objects matching `f` that one opponent (not a teammate, 648.8.d) has, each seen as its own "friendly". */
function opponentMost(s: RbState, controller: Seat, f: ObjFilter): number {
  const counts = s.players
    .filter((p) => !isFriendly(s, controller, p.seat) && !p.conceded)
    .map((p) => candidates(s, f, p.seat).filter((id) => matches(s, id, f, p.seat, null)).length);
  return Math.max(0, ...counts);
}

/** `x <op> value` (the value read as a state amount). */
export function compareAmount(x: number, c: Cmp, s: RbState, controller: Seat): boolean {
  const v = stateAmount(s, controller, c.value);
  return c.op === "<=" ? x <= v : c.op === "<" ? x < v : c.op === "=" ? x === v : c.op === ">=" ? x >= v : x > v;
}

/** Do these objects together meet a target spec's group constraint (CR 1.4 355.11): one battlefield, total Might. */
export function groupOk(
  s: RbState,
  ids: readonly string[],
  g: { readonly sameLocation?: boolean; readonly sameController?: boolean; readonly totalMight?: Cmp },
  controller: Seat,
): boolean {
  // "With the same controller": one controller for all of them.
  if (g.sameController && ids.some((id) => obj(s, id).controller !== obj(s, ids[0]!).controller)) return false;
  if (g.sameLocation && ids.length > 0) {
    const o = obj(s, ids[0]!);
    if (o.zone !== "battlefield" || ids.some((id) => obj(s, id).zone !== "battlefield" || obj(s, id).bf !== o.bf))
      return false;
  }
  if (g.totalMight) {
    const total = ids.reduce((a, id) => a + might(s, id), 0);
    if (!compareAmount(total, g.totalMight, s, controller)) return false;
  }
  return true;
}

/** The objects a filter can match, by where it looks (559.3): your trash, hand or champion zone, runes, or the board. */
export function candidates(s: RbState, f: ObjFilter, controller: Seat): string[] {
  const p = s.players[controller]!;
  if (f.at === "trash" || f.at === "hand") return p[f.at].slice();
  if (f.at === "champion" || f.at === "championZone") return p.champion ? [p.champion] : [];
  if (f.at === "facedown") return s.battlefields.flatMap(facedownAt);
  if (f.type === "rune") return s.players.flatMap((x) => x.runes);
  if (f.type === "legend") return s.players.flatMap((x) => (x.legend ? [x.legend] : [])); // 106: legends are on the board
  const units = s.players.flatMap((x) => x.base).concat(s.battlefields.flatMap((b) => b.units));
  // "A legend, unit, or gear" (an `anyOf` naming legends, CR 1.4 441.1): the legends too.
  if (f.anyOf?.some((g) => g.type === "legend"))
    return units.concat(s.players.flatMap((x) => (x.legend ? [x.legend] : [])));
  return units;
}

/** Places off the board (the chain and non-board zones): there only a filter's card characteristics and `not` apply. */
const OFF_BOARD_PLACES: ReadonlySet<Place> = new Set<Place>([
  "chain",
  "trash",
  "hand",
  "mainDeck",
  "runeDeck",
  "championZone",
  "champion",
]);

/** Does a board object match a filter, from the point of view of `controller` and `source`. */
export function matches(s: RbState, id: string, f: ObjFilter, controller: Seat, source: string | null): boolean {
  return matchesWith(s, id, f, partsOf(f), controller, source);
}

/** Which groups of a filter's tests it names (bits of {@link PART_OF_KEY}); 0 for a filter of type, controller and place only. */
export type FilterParts = number;

const CARD_PARTS = 1; // printed characteristics and the source's name or choice (139.1, 170, CR 1.4 762-763)
const OWNER_PART = 2; // whose card (179-183)
const STATE_PARTS = 4; // the object's state on the board, its location and combat (592, 620, 701 …)

/**
 * The tests each key of an `ObjFilter` asks for (0: read in every case, or not by `matches`). A `Record` of every key,
 * so a new filter field does not typecheck until it is placed in a group; a key not listed asks for all of them.
 */
const PARTS_BY_KEY: Readonly<Record<keyof ObjFilter, FilterParts>> = {
  anyOf: 0,
  at: 0,
  type: 0,
  controller: 0,
  notEventObject: 0,
  atMoveEnds: 0,
  unitCount: 0,
  open: 0,
  withUnits: 0,
  maxEnergy: CARD_PARTS,
  maxPower: CARD_PARTS,
  energy: CARD_PARTS,
  domain: CARD_PARTS,
  cardType: CARD_PARTS,
  other: CARD_PARTS,
  name: CARD_PARTS,
  sameName: CARD_PARTS,
  keyword: CARD_PARTS,
  named: CARD_PARTS,
  token: CARD_PARTS,
  chosenChampion: CARD_PARTS,
  tag: CARD_PARTS | STATE_PARTS,
  owner: OWNER_PART,
  elsewhere: STATE_PARTS,
  maxMight: STATE_PARTS,
  might: STATE_PARTS,
  buffed: STATE_PARTS,
  inCombat: STATE_PARTS,
  inShowdown: STATE_PARTS,
  state: STATE_PARTS,
  not: STATE_PARTS,
  attachedToSource: STATE_PARTS,
  chosenBy: STATE_PARTS,
  inCombatWith: STATE_PARTS,
};

/**
 * The groups of tests a filter names, so that `matches` reads only those fields of it (filters have many shapes:
 * every field read of a filter is a slow, megamorphic one). Found once per filter object.
 */
export const partsOf: (f: ObjFilter) => FilterParts = partsReader(PARTS_BY_KEY, CARD_PARTS | OWNER_PART | STATE_PARTS);

/** {@link matches} with the filter's {@link partsOf} read by the caller (once for many objects). */
export function matchesWith(
  s: RbState,
  id: string,
  f: ObjFilter,
  parts: FilterParts,
  controller: Seat,
  source: string | null,
): boolean {
  const o = objAt(s, id);
  if (!o) return false;
  // The cheapest rejection first: a unit or gear on the board reaches the controller tests below (648.8.d) on every
  // path that can answer yes, so a wrong controller answers no here without reading anything else.
  const onBoard = o.zone === "base" || o.zone === "battlefield";
  if (onBoard && !controllerOk(s, f, controller, o.controller)) return false;
  const anyOf = f.anyOf;
  if (anyOf && !anyOf.some((g) => matches(s, id, g, controller, source))) return false;
  const ty = f.type;
  if (ty === "battlefield" || o.zone === "battlefieldCard")
    return !(f.other && id === source) && battlefieldMatches(s, id, f, controller); // "each other battlefield"
  if (ty !== undefined && !typeOk(s, id, o, ty)) return false;
  if ((parts & CARD_PARTS) !== 0 && !cardPartsOk(s, id, o, f, controller, source)) return false;
  // Whose card (179-183): checked here for board objects; zones look at it in `isAt`.
  if ((parts & OWNER_PART) !== 0 && onBoard) {
    if (f.owner === "you" && o.owner !== controller) return false;
    if ((f.owner === "notYou" || f.owner === "opponent") && o.owner === controller) return false;
  }
  // With `anyOf` and no `at` of its own, where the object may be is left to the alternatives.
  const at = f.at ?? (anyOf ? null : "board");
  if (at !== null && typeof at === "object" && !Array.isArray(at)) {
    // "At its location" (checked by the caller against the event's object): it must be on the board.
    if (!onBoard) return false;
  } else if (at !== null) {
    // The first place of the list the object is at (one place: no list, no closure per object).
    let place: Place | undefined;
    if (typeof at === "string") place = isAt(s, o, at, f, controller, source) ? at : undefined;
    else
      for (const pl of at as readonly Place[])
        if (isAt(s, o, pl, f, controller, source)) {
          place = pl;
          break;
        }
    if (place === undefined) return false;
    if (place === "facedown") {
      // 723: a facedown card is only picked by a facedown filter; its controller is the one who hid it.
      if (f.controller === "friendly" && !isFriendly(s, controller, o.controller)) return false;
      return !(f.controller === "enemy" && isFriendly(s, controller, o.controller));
    }
    // Cards on the chain or in a non-board zone: only the filters above (and `not`) apply.
    if (OFF_BOARD_PLACES.has(place)) return f.not === undefined || !matches(s, id, f.not, controller, source);
  }
  if (!onBoard && !controllerOk(s, f, controller, o.controller)) return false; // 648.8.d (on the board: above)
  return (parts & STATE_PARTS) === 0 || statePartsOk(s, id, o, f, controller, source);
}

/** A filter's `type` (106, 130) against a non-battlefield object. */
function typeOk(s: RbState, id: string, o: Readonly<RbObject>, ty: NonNullable<ObjFilter["type"]>): boolean {
  const t = statOf(o).type;
  if (ty === "unit") return isUnit(s, id);
  if (ty === "gear") return t === "Gear";
  if (ty === "permanent") return isUnit(s, id) || t === "Gear";
  if (ty === "spell") return t === "Spell";
  if (ty === "rune") return t === "Rune" && o.zone === "runes";
  return ty !== "legend" || o.zone === "legend";
}

/** A filter's printed-characteristic tests (139.1 names and tags, 170 tokens, CR 1.4 762-763 named, OFAQ-83/84). */
function cardPartsOk(
  s: RbState,
  id: string,
  o: Readonly<RbObject>,
  f: ObjFilter,
  controller: Seat,
  source: string | null,
): boolean {
  const st = statOf(o);
  if (f.maxEnergy !== undefined && (st.energy ?? 0) > f.maxEnergy) return false;
  if (f.maxPower !== undefined && (st.power ?? 0) > f.maxPower) return false;
  if (f.energy && !energyCompares(s, id, f.energy, controller, source)) return false;
  if (f.domain && !st.domains.includes(f.domain)) return false;
  if (f.cardType && st.type !== f.cardType) return false;
  if (f.other && id === source) return false;
  // 139.1: "a card with my name" compares names in any zone.
  if (f.name !== undefined && st.name !== f.name) return false; // 139.1
  if (f.sameName && (!source || !objAt(s, source) || st.name !== stat(s, source).name)) return false;
  if (f.keyword !== undefined && !hasKeyword(s, id, f.keyword)) return false;
  if (f.tag !== undefined && !hasTag(s, id, f.tag)) return false;
  if (f.named !== undefined && !isNamed(s, id, f.named, source)) return false; // CR 1.4 762-763
  if (f.token !== undefined && o.token !== f.token) return false; // 170: "your tokens", "non-token"
  if (f.chosenChampion) {
    const code = s.players[controller]!.chosenChampion;
    if (!code || cardData(code)?.name !== st.name) return false; // OFAQ-83/84: the exact name
  }
  return true;
}

/** A filter's tests of a board object's state, location and combat (592, 599, 620, 701, 545, CR 1.4 434). */
function statePartsOk(
  s: RbState,
  id: string,
  o: Readonly<RbObject>,
  f: ObjFilter,
  controller: Seat,
  source: string | null,
): boolean {
  if (f.elsewhere && (!source || sameLocation(s, id, source))) return false;
  if (f.maxMight !== undefined && might(s, id) > f.maxMight) return false;
  if (f.might && !mightCompares(s, id, f.might, controller, source)) return false;
  if (f.buffed !== undefined && o.buffed !== f.buffed) return false;
  if (f.inCombat && !o.combatRole) return false;
  if (f.inShowdown && !(o.zone === "battlefield" && s.showdown !== null && o.bf === s.showdown.bf)) return false; // 545
  if (f.tag !== undefined && !hasTag(s, id, f.tag)) return false; // 139.1 (given tags too)
  if (f.state && !f.state.every((st) => inState(s, id, st))) return false;
  if (f.not && matches(s, id, f.not, controller, source)) return false;
  if (f.attachedToSource && (source === null || o.attachedTo !== source)) return false; // CR 1.4 434
  if (f.chosenBy && !beingChosenBy(s, id, f.chosenBy, controller)) return false; // 559.3: "being chosen by …"
  if (f.inCombatWith && !inCombatWith(s, id, f.inCombatWith, controller, source)) return false;
  return true;
}

/** A filter's `controller` (179-183) against an object's controller, seen by `viewer` ("friendly" includes a 2v2 teammate's, 648.8.d). */
function controllerOk(s: RbState, f: ObjFilter, viewer: Seat, of: Seat): boolean {
  const c = f.controller;
  if (c === undefined) return true;
  if (c === "friendly") return isFriendly(s, viewer, of);
  if (c === "enemy") return !isFriendly(s, viewer, of);
  return !(c === "notYou" && of === viewer);
}

/** "In combat with <a unit like this>" (620): a unit on the other side of the combat at its battlefield matches. */
function inCombatWith(s: RbState, id: string, f: ObjFilter, controller: Seat, source: string | null): boolean {
  const o = obj(s, id);
  if (!o.combatRole || o.zone !== "battlefield") return false;
  return (s.battlefields[o.bf!]?.units ?? []).some((u) => {
    const other = obj(s, u).combatRole;
    return other !== undefined && other !== o.combatRole && matches(s, u, f, controller, source);
  });
}

/**
 * A number a passive reads from the board as it is now (568: passives are continuously checked): a constant,
 * "for each …" (`count`), points (629). Numbers that only an instruction can know (targets, variables) are 0.
 */
export function staticAmount(s: RbState, self: string, controller: Seat, a: Amount): number {
  if (typeof a === "number") return a;
  if ("count" in a) return existing(s, self, controller, a.count);
  if ("highestMight" in a) {
    const f = a.highestMight;
    return Math.max(
      0,
      ...candidates(s, f, controller)
        .filter((id) => matches(s, id, f, controller, self))
        .map((id) => might(s, id)),
    );
  }
  if ("totalMight" in a) {
    // 139.2: the sum of their current Mights.
    const f = a.totalMight;
    return candidates(s, f, controller)
      .filter((id) => matches(s, id, f, controller, self))
      .reduce((sum, id) => sum + might(s, id), 0);
  }
  if ("points" in a) return s.players[a.points === "you" ? controller : opponent(s, controller)]!.points;
  if ("cardsPlayed" in a) return s.history.cardsPlayed[controller] ?? 0; // 724: cards played this turn
  if ("turnsTaken" in a) return turnsTaken(s, a.turnsTaken === "you" ? controller : s.turnPlayer); // CR 1.4 736
  if ("powerSpent" in a) return powerSpent(s, controller); // CR 1.4 561
  if ("holdPoints" in a) return holdPoints(s, controller); // CR 1.4 630.2
  if ("opponentMost" in a) return opponentMost(s, controller, a.opponentMost);
  if ("mightOf" in a && "self" in a.mightOf) return might(s, self); // "no more than my Might"
  if ("times" in a) return staticAmount(s, self, controller, a.times[0]) * a.times[1];
  if ("empoweredTimes" in a) return empoweredTimes(s, self); // CR 1.4 441.1.c.1
  return 0;
}

/** How many times an object is Empowered (CR 1.4 441.1.c.1): 0, 1, or more with a permission to be so several times. */
export function empoweredTimes(s: RbState, id: string): number {
  const o = objAt(s, id);
  return o?.empowered ? (o.empowerCount ?? 1) : 0;
}

/** A printed Energy cost (SFAQ-15) against a comparison whose value is read now ("less than your points"). */
function energyCompares(s: RbState, id: string, c: Cmp, controller: Seat, source: string | null): boolean {
  const v = typeof c.value === "number" ? c.value : staticAmount(s, source ?? id, controller, c.value);
  return compare(stat(s, id).energy ?? 0, { op: c.op, value: v });
}

/** Current Might (139.2) against a comparison whose value is read now ("with less Might than me"). */
function mightCompares(s: RbState, id: string, c: Cmp, controller: Seat, source: string | null): boolean {
  const v = typeof c.value === "number" ? c.value : staticAmount(s, source ?? id, controller, c.value);
  return compare(might(s, id), { op: c.op, value: v });
}

/** A battlefield (163) against a filter: only `type` and `controller` (181: its controller, if any) apply. */
function battlefieldMatches(s: RbState, id: string, f: ObjFilter, controller: Seat): boolean {
  const b = s.battlefields.find((x) => x.card === id);
  if (!b || f.type !== "battlefield") return false;
  if (f.controller === "friendly" && (b.controller === null || !isFriendly(s, controller, b.controller))) return false;
  if (f.controller === "enemy" && (b.controller === null || isFriendly(s, controller, b.controller))) return false;
  if (f.unitCount !== undefined && b.units.length !== f.unitCount) return false; // "exactly N units there"
  if (f.open && (b.controller !== null || b.units.length > 0)) return false; // "an open battlefield" (181)
  return true;
}

/** A number against a comparison whose value is a number ("5 or more"); other values read as 0. */
export function compare(n: number, c: Cmp): boolean {
  const v = typeof c.value === "number" ? c.value : 0;
  return c.op === "<=" ? n <= v : c.op === "<" ? n < v : c.op === "=" ? n === v : c.op === ">=" ? n >= v : n > v;
}

/** Is a board object in a state now: 592.2 exhausted/ready, 139.3 damaged, 599 stunned, 701 buffed, 706 Mighty. */
function inState(s: RbState, id: string, st: ObjState): boolean {
  const o = obj(s, id);
  switch (st) {
    case "exhausted":
      return o.exhausted;
    case "ready":
      return !o.exhausted;
    case "damaged":
      return o.damage > 0;
    case "buffed":
      return o.buffed;
    case "stunned":
      return o.stunned;
    case "mighty":
      return isMighty(s, id);
    case "equipped":
      return isEquipped(s, id); // CR 1.4 818.3
    case "attached":
      return o.attachedTo !== undefined; // CR 1.4 434
    case "empowered":
      return o.empowered === true; // CR 1.4 441.2
    case "attacking":
      return o.combatRole === "attacker"; // 620.3
    case "defending":
      return o.combatRole === "defender";
    case "alone": // 620-621: the only unit of its controller in its combat role there
      return (
        o.zone === "battlefield" &&
        !!o.combatRole &&
        unitsAt(s, o.bf!, o.controller).filter((u) => obj(s, u).combatRole === o.combatRole).length === 1
      );
  }
}

/** Does a card (in any zone) have the printed characteristics a filter names: type, card type, tag (139.1). */
export function cardIs(s: RbState, card: string, f: ObjFilter): boolean {
  const st = stat(s, card);
  if (f.type === "unit" && st.type !== "Unit") return false;
  if (f.type === "spell" && st.type !== "Spell") return false;
  if (f.type === "gear" && st.type !== "Gear") return false;
  if (f.cardType && st.type !== f.cardType) return false;
  return f.tag === undefined || st.tags.includes(f.tag);
}

/**
 * Is the object at this place (filters' `at`), from `controller`'s point of view and `source`'s "here". Hands,
 * trashes and decks are the controller's unless `owner` says another player's or every player's (107.1.d); the
 * board includes channeled runes and legends (106, asked for with `type: "rune" | "legend"`).
 */
/** Does the filter's owner clause accept `o` in a private zone (hand, deck, trash) for `controller`. */
function ownedBy(s: RbState, o: Readonly<RbObject>, at: Place, f: ObjFilter, controller: Seat): boolean {
  return f.owner === "any"
    ? true
    : f.owner === "opponent" && s.players.length > 2 && (at === "hand" || at === "mainDeck")
      ? o.owner === opponent(s, controller) // 646-648: "an opponent"'s private cards are one opponent's (docs/multiplayer.md)
      : f.owner === "notYou" || f.owner === "opponent"
        ? o.owner !== controller
        : o.owner === controller;
}

function isAt(
  s: RbState,
  o: Readonly<RbObject>,
  at: Place,
  f: ObjFilter,
  controller: Seat,
  source: string | null,
): boolean {
  switch (at) {
    case "chain":
      return o.zone === "chain" && s.chain.some((c) => c.kind === "card" && c.object === o.id); // 601.3
    case "trash":
    case "hand":
    case "mainDeck":
    case "runeDeck":
      return o.zone === at && ownedBy(s, o, at, f, controller);
    case "championZone":
    case "champion":
      return o.zone === "champion" && ownedBy(s, o, at, f, controller);
    case "facedown":
      return o.zone === "facedown";
    case "battlefield":
      return o.attachedTo !== undefined ? locationOf(s, o.id).zone === "battlefield" : o.zone === "battlefield";
    case "base":
      return o.attachedTo !== undefined ? locationOf(s, o.id).zone === "base" : o.zone === "base"; // CR 1.4 719.3
    case "board":
      return o.zone === "base" || o.zone === "battlefield" || o.zone === "runes" || o.zone === "legend";
    case "here": {
      // "Here" is the source's location (053.3, 106.2.c): its battlefield, or the base it is in.
      const so = source ? objAt(s, source) : undefined;
      if (so && so.zone === "base") return o.zone === "base" && o.controller === so.controller;
      const srcLoc = source ? hereOf(s, source) : null;
      const loc = o.attachedTo !== undefined ? locationOf(s, o.id) : o; // CR 1.4 719.3
      return srcLoc !== null && loc.zone === "battlefield" && loc.bf === srcLoc;
    }
  }
}

/** Are two board objects at the same location (138.1.a.1: the same battlefield, or the same player's base)? */
export function sameLocation(s: RbState, a: string, b: string): boolean {
  const x = objAt(s, a);
  const y = objAt(s, b);
  if (!x || !y) return false;
  if (x.zone === "base" && y.zone === "base") return x.controller === y.controller;
  return x.zone === "battlefield" && y.zone === "battlefield" && x.bf === y.bf;
}

/** The battlefield index "here" refers to for a source (053.3): a battlefield card's own index, or the unit's battlefield. */
/** Is a combat in progress at this battlefield (620-628): its showdown, or its damage and resolution still to come. */
function combatAt(s: RbState, bf: number | null): boolean {
  if (bf === null) return false;
  if (s.showdown?.combat && s.showdown.bf === bf) return true;
  if (s.tasks.some((t) => (t.t === "combatDamage" || t.t === "combatResolve") && t.bf === bf)) return true;
  // 627: its resolution step (lethal damage killing) runs while the units there still have their combat roles.
  return (s.battlefields[bf]?.units ?? []).some((u) => obj(s, u).combatRole !== undefined);
}

export function hereOf(s: RbState, source: string): number | null {
  const o = objAt(s, source);
  if (!o) return null;
  if (o.zone === "battlefieldCard") {
    const b = s.battlefields.find((x) => x.card === source);
    return b ? b.index : null;
  }
  if (o.zone === "battlefield" || o.zone === "facedown") return o.bf ?? null;
  // CR 1.4 438.1.a: a replaced battlefield's abilities still know their "here" (the token took its place).
  if (o.zone === "banishment") return s.battlefields.find((x) => x.replaced === source)?.index ?? null;
  return null;
}

/** Choices at the location of the objects chosen for spec `other` (a group chosen "at the same battlefield"). */
export function atLocationOf<L extends readonly string[]>(
  s: RbState,
  legal: L,
  chosen: Record<string, TargetRef[]>,
  other?: string,
): L | string[] {
  if (other === undefined) return legal;
  const at = (chosen[other] ?? []).map((r) => locKey(s, r.id));
  return legal.filter((id) => at.every((k) => k === locKey(s, id)));
}

/**
 * Does a board object have a tag (139.1): printed, or given by a `tag` passive — its own ("I gain that tag": the tag
 * named for it as played) or an attached card's Effect Text ("I am a Mech", CR 1.4 136.2, 434.1.c).
 */
export function hasTag(s: RbState, id: string, tag: string): boolean {
  if ((stat(s, id).tags ?? []).includes(tag)) return true;
  const o = obj(s, id);
  for (const p of passivesOf(s, id))
    if (p.kind === "tag" && (p.tag === tag || (p.named && o.named === tag))) return true;
  for (const a of attachmentsOf(s, id))
    for (const p of attachedPassives(obj(s, a).code)) if (p.kind === "tag" && p.tag === tag) return true;
  return false;
}

/** Has the object the tag or the name chosen for `source` as it was played (CR 1.4 762-763)? */
function isNamed(s: RbState, id: string, what: "tag" | "name", source: string | null): boolean {
  const named = source !== null ? objAt(s, source)?.named : undefined;
  if (named === undefined) return false;
  return what === "tag" ? hasTag(s, id, named) : stat(s, id).name === named;
}

/** A comparable name of an object's location: `bf<index>` or `base<seat>`. */
export function locKey(s: RbState, id: string): string {
  const o = obj(s, id);
  // 163.7: a battlefield chosen for a `battlefield` spec is its own location ("a battlefield and a unit there").
  if (o.zone === "battlefieldCard") return `bf${s.battlefields.find((b) => b.card === id)?.index ?? -1}`;
  return o.zone === "battlefield" ? `bf${o.bf}` : `${o.zone}${o.controller}`;
}

/**
 * TargetSpec `sameControllerAs` (559.3; "a unit and an Equipment with the same controller", Angle Shot): the object's
 * controller is the controller of the first object chosen for that earlier spec; true without the field.
 */
export function sameControllerOk(
  s: RbState,
  id: string,
  spec: string | undefined,
  earlier: Readonly<Record<string, readonly string[]>>,
): boolean {
  if (spec === undefined) return true;
  const other = earlier[spec]?.[0];
  return other !== undefined && objAt(s, other) !== undefined && objAt(s, other)!.controller === obj(s, id).controller;
}
