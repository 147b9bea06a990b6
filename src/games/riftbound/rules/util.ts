/**
 * Shared helpers of the Riftbound rules: object access, zone changes (105-109, 177), events, derived
 * characteristics through the layers (634-639) and keywords (712-729).
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import { cardData } from "./catalogue.js";
import { eventsThisTurn, recordEvent, snapshot } from "./events.js";
import { addObject, InvariantError, mut, obj, objAt, recalled, remember } from "./objects.js";
import type { Ability, Amount, Cmp, Condition, ObjFilter, ObjState, Passive, Place } from "../cards/types.js";
import type { BattlefieldState, CardStatic, Location, RbEvent, RbObject, RbState, ZoneName } from "./state.js";

export { allObjects, InvariantError, mut, obj, objAt, objectIds } from "./objects.js";

/** Printed data of an object's card. */
export function stat(s: RbState, id: string): CardStatic {
  const o = obj(s, id);
  const c = cardData(o.code);
  if (!c) throw new InvariantError(`no card data for ${o.code}`);
  return c;
}

/** The other seat in a duel (644.2). */
export function opponent(s: RbState, seat: Seat): Seat {
  return (seat + 1) % s.players.length;
}

/** Seats in turn order starting with `from` (115.1, 583.3.b.1). */
export function turnOrderFrom(s: RbState, from: Seat): Seat[] {
  const n = s.players.length;
  return Array.from({ length: n }, (_, i) => (from + i) % n).filter((p) => !s.players[p]!.conceded);
}

/** Appends an event to the recent log and to `out`. */
export function emit(s: RbState, out: RbEvent[], e: RbEvent): void {
  out.push(e);
  s.log.push(e);
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
}

/** Display name of an object's card. */
export function nameOf(s: RbState, id: string): string {
  return stat(s, id).name;
}

/** True for the board zones (106): base, battlefields, facedown zones, runes, legend and battlefield cards. */
export function isBoardZone(z: ZoneName): boolean {
  return z === "base" || z === "battlefield" || z === "facedown" || z === "runes";
}

function containerOf(s: RbState, o: RbObject): string[] | null {
  const p = s.players[o.zone === "base" || o.zone === "runes" ? o.controller : o.owner]!;
  switch (o.zone) {
    case "mainDeck":
      return p.mainDeck;
    case "runeDeck":
      return p.runeDeck;
    case "hand":
      return p.hand;
    case "trash":
      return p.trash;
    case "banishment":
      return p.banishment;
    case "base":
      return p.base;
    case "runes":
      return p.runes;
    case "battlefield":
      return s.battlefields[o.bf!]!.units;
    default:
      return null;
  }
}

/** Destination of a zone change. `bottom` places at the bottom of a deck (594). */
export type Dest =
  | { zone: "mainDeck" | "runeDeck"; bottom?: boolean }
  | { zone: "hand" | "trash" | "banishment" | "chain" | "champion" | "removed" }
  | { zone: "base"; seat: Seat }
  | { zone: "runes"; seat: Seat }
  | { zone: "battlefield"; bf: number }
  | { zone: "facedown"; bf: number };

/**
 * Moves an object between zones or locations. A change to or from a non-board zone makes a new object
 * (563.2.c.4) and clears temporary modifications: damage, buffs, stun, combat status (109, 705);
 * a token leaving the board ceases to exist (177.1); cards go to their owner's trash/banishment (107.1.d).
 */
export function place(s: RbState, id: string, dest: Dest): void {
  const toBoardZone =
    dest.zone === "base" || dest.zone === "battlefield" || dest.zone === "facedown" || dest.zone === "runes";
  const leaving = isBoardZone(obj(s, id).zone) && !toBoardZone ? snapshot(s, id) : null;
  movePlace(s, id, dest);
  // 106, 109: "leaves the board" — recorded after the change, looking back at the object as it was.
  if (leaving) recordEvent(s, "leftBoard", leaving.controller, leaving, { bf: leaving.bf ?? -1, to: dest.zone });
}

function movePlace(s: RbState, id: string, dest: Dest): void {
  zoneVersion++;
  const o = mut(s, id);
  const from = containerOf(s, o);
  if (from) {
    const i = from.indexOf(id);
    if (i >= 0) from.splice(i, 1);
  }
  if (o.zone === "battlefield" && o.bf !== undefined) {
    // 181.4.c (003): a player with no units left at an uncontested battlefield loses control of it at once.
    const b = s.battlefields[o.bf]!;
    const leaving = !(dest.zone === "battlefield" && dest.bf === o.bf);
    if (leaving && b.controller === o.controller && b.contestedBy === null)
      if (!b.units.some((u) => objAt(s, u)!.controller === o.controller)) b.controller = null;
  }
  if (o.zone === "facedown" && o.bf !== undefined) removeFacedown(s.battlefields[o.bf]!, id);
  if (o.zone === "chain") s.chain = s.chain.filter((c) => !(c.kind === "card" && c.object === id));
  if (o.zone === "champion") {
    const p = s.players[o.owner]!;
    if (p.champion === id) p.champion = null;
  }
  const wasBoard = isBoardZone(o.zone);
  const toBoard =
    dest.zone === "base" || dest.zone === "battlefield" || dest.zone === "facedown" || dest.zone === "runes";
  if (wasBoard !== toBoard || !toBoard) {
    o.incarnation++;
    o.damage = 0;
    o.buffed = false;
    delete o.extraBuffs;
    o.stunned = false;
    delete o.combatRole;
    delete o.uses;
    delete o.revealedTo;
    if (!toBoard) {
      o.exhausted = false;
      o.controller = o.owner;
    }
  }
  if (o.token && !toBoard) {
    o.zone = "gone";
    delete o.bf;
    return;
  }
  delete o.bf;
  if (toBoard && !wasBoard) o.enteredAt = ++s.timestamp; // 639: a new object on the board
  const owner = s.players[o.owner]!;
  switch (dest.zone) {
    case "mainDeck":
      o.zone = "mainDeck";
      if (dest.bottom) owner.mainDeck.push(id);
      else owner.mainDeck.unshift(id);
      break;
    case "runeDeck":
      o.zone = "runeDeck";
      if (dest.bottom) owner.runeDeck.push(id);
      else owner.runeDeck.unshift(id);
      break;
    case "hand":
      o.zone = "hand";
      owner.hand.push(id);
      break;
    case "trash":
      o.zone = "trash";
      owner.trash.push(id);
      break;
    case "banishment":
      o.zone = "banishment";
      owner.banishment.push(id);
      break;
    case "chain":
      o.zone = "chain";
      break;
    case "champion":
      o.zone = "champion";
      owner.champion = id;
      break;
    case "removed":
      o.zone = "removed";
      break;
    case "base":
      o.zone = "base";
      o.controller = dest.seat;
      s.players[dest.seat]!.base.push(id);
      break;
    case "runes":
      o.zone = "runes";
      o.controller = dest.seat;
      s.players[dest.seat]!.runes.push(id);
      break;
    case "battlefield":
      o.zone = "battlefield";
      o.bf = dest.bf;
      s.battlefields[dest.bf]!.units.push(id);
      break;
    case "facedown":
      o.zone = "facedown";
      o.bf = dest.bf;
      addFacedown(s.battlefields[dest.bf]!, id);
      break;
  }
}

/** Creates a new object (a token, 170-178) and returns its id. The caller places it. */
export function newObject(s: RbState, code: string, owner: Seat, token: boolean): string {
  zoneVersion++;
  const id = `o${s.nextId++}`;
  addObject(s, {
    id,
    code,
    owner,
    controller: owner,
    zone: "removed",
    exhausted: false,
    damage: 0,
    buffed: false,
    stunned: false,
    token,
    incarnation: 0,
  });
  return id;
}

/** The location of a board object (138.1.a.1), or null off the board. */
export function locationOf(s: RbState, id: string): Location | null {
  const o = obj(s, id);
  if (o.zone === "base") return { kind: "base", seat: o.controller };
  if (o.zone === "battlefield") return { kind: "bf", index: o.bf! };
  return null;
}

/** Units (including tokens) on the board controlled by `seat`. */
export function unitsOf(s: RbState, seat: Seat): string[] {
  const out: string[] = [];
  for (const id of s.players[seat]!.base) if (isUnit(s, id)) out.push(id);
  for (const bf of s.battlefields) for (const id of bf.units) if (obj(s, id).controller === seat) out.push(id);
  return out;
}

/** All units on the board. */
export function allUnits(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) for (const id of p.base) if (isUnit(s, id)) out.push(id);
  for (const bf of s.battlefields) out.push(...bf.units);
  return out;
}

/** Is this object a unit (137) — unit cards and unit tokens. */
export function isUnit(s: RbState, id: string): boolean {
  const t = stat(s, id).type;
  return t === "Unit" || (t === "Token" && (stat(s, id).might ?? null) !== null);
}

/** Is this object a gear (142). */
export function isGear(s: RbState, id: string): boolean {
  return stat(s, id).type === "Gear";
}

/** Units of `seat` at battlefield `bf`. */
export function unitsAt(s: RbState, bf: number, seat?: Seat): string[] {
  const b = s.battlefields[bf]!;
  return seat === undefined ? b.units.slice() : b.units.filter((u) => obj(s, u).controller === seat);
}

/** Seats having units at a battlefield. */
export function seatsAt(s: RbState, bf: number): Seat[] {
  const seats = new Set<Seat>();
  for (const u of s.battlefields[bf]!.units) seats.add(obj(s, u).controller);
  return [...seats].sort();
}

/** A keyword with its value (719.1.b: Assault X, 726.1.b Shield X, 721.1.b Deflect X). */
export interface KeywordInstance {
  readonly name: string;
  readonly value: number;
}

/** Parses "Assault 2" / "Shield" into name and value (default 1, 719.1.b.3). */
export function parseKeyword(k: string): KeywordInstance {
  let parsed = parsedKeywords.get(k);
  if (!parsed) {
    const m = /^(.*?)\s+(\d+)$/.exec(k.trim());
    parsed = Object.freeze(m ? { name: m[1]!, value: Number(m[2]) } : { name: k.trim(), value: 1 });
    parsedKeywords.set(k, parsed);
  }
  return parsed;
}

/** Keyword texts seen so far, parsed (a closed set: the keywords printed or granted by cards). */
const parsedKeywords = new Map<string, KeywordInstance>();

const passivesByCode = new Map<string, readonly Passive[]>();

/** The passive abilities printed on an object's card (static per card code, so computed once per code). */
function passivesOf(s: RbState, id: string): readonly Passive[] {
  const code = obj(s, id).code;
  let out = passivesByCode.get(code);
  if (!out) {
    const sc = cardScript(code);
    const list: Passive[] = [];
    for (const a of sc?.abilities ?? []) if (a.kind === "passive") list.push(a.passive);
    out = list;
    passivesByCode.set(code, out);
  }
  return out;
}

/** A board object's passive ability, with the object it is printed on. */
export interface BoardPassive {
  readonly source: string;
  readonly passive: Passive;
}

/**
 * Which board objects have active abilities (569.1: permanents in bases and at battlefields, legends, battlefields)
 * and their passives, grouped by kind. It depends only on which objects are where, so it is built once per state and
 * zone change instead of walking every object for every Might, keyword and cost (issue "Engine speed").
 */
interface BoardIndex {
  readonly sources: readonly string[];
  readonly passives: readonly BoardPassive[];
  readonly byKind: ReadonlyMap<Passive["kind"], readonly BoardPassive[]>;
}

const NO_PASSIVES: readonly BoardPassive[] = [];
/** Bumped by every change of zone or location ({@link movePlace}, {@link boardChanged}). */
let zoneVersion = 0;
let boardCache: { state: RbState; version: number; index: BoardIndex } | null = null;

/**
 * Marks that objects were put into or taken out of a board zone without {@link place} (setting up a position), so
 * the board index is rebuilt.
 */
export function boardChanged(): void {
  zoneVersion++;
}

function boardIndex(s: RbState): BoardIndex {
  const c = boardCache;
  if (c !== null && c.state === s && c.version === zoneVersion) return c.index;
  const sources: string[] = [];
  for (const p of s.players) {
    for (const id of p.base) sources.push(id);
    if (p.legend) sources.push(p.legend);
  }
  for (const bf of s.battlefields) {
    sources.push(bf.card);
    for (const id of bf.units) sources.push(id);
  }
  const passives: BoardPassive[] = [];
  const byKind = new Map<Passive["kind"], BoardPassive[]>();
  for (const source of sources)
    for (const passive of passivesOf(s, source)) {
      const bp = { source, passive };
      passives.push(bp);
      const list = byKind.get(passive.kind);
      if (list) list.push(bp);
      else byKind.set(passive.kind, [bp]);
    }
  const index = { sources, passives, byKind };
  boardCache = { state: s, version: zoneVersion, index };
  return index;
}

/** Board objects whose passive abilities are active (569.1), in board order: bases and legends, then battlefields. */
export function activeSources(s: RbState): readonly string[] {
  return boardIndex(s).sources;
}

/** The active passives of one kind, in board order (569.1). */
export function boardPassivesOfKind<K extends Passive["kind"]>(
  s: RbState,
  kind: K,
): readonly { readonly source: string; readonly passive: Extract<Passive, { kind: K }> }[] {
  return (boardIndex(s).byKind.get(kind) ?? NO_PASSIVES) as readonly {
    source: string;
    passive: Extract<Passive, { kind: K }>;
  }[];
}

/**
 * Evaluates a condition of a conditional passive or an `if` instruction (568.3).
 * @param self the object whose ability it is
 */
export function checkCondition(s: RbState, self: string, controller: Seat, c: Condition): boolean {
  if ("discardedThisTurn" in c) return (s.history.discarded?.[controller] ?? 0) > 0;
  if ("handAtMost" in c) return s.players[controller]!.hand.length <= c.handAtMost;
  if ("controlFacedown" in c)
    return s.battlefields.some((b) => facedownAt(b).some((f) => obj(s, f).controller === controller));
  if ("runesAtLeast" in c) return s.players[controller]!.runes.length >= c.runesAtLeast;
  if ("selfBuffed" in c) return obj(s, self).buffed;
  if ("selfAtBattlefield" in c) return obj(s, self).zone === "battlefield";
  if ("selfAlone" in c) {
    const o = obj(s, self);
    if (o.zone !== "battlefield" || !o.combatRole) return false;
    return unitsAt(s, o.bf!, o.controller).filter((u) => obj(s, u).combatRole === o.combatRole).length === 1;
  }
  if ("exists" in c) return existing(s, self, controller, c.exists) >= (c.atLeast ?? 1);
  if ("not" in c) return !checkCondition(s, self, controller, c.not);
  if ("and" in c) return c.and.every((x) => checkCondition(s, self, controller, x));
  if ("happened" in c) {
    const h = c.happened;
    return eventsThisTurn(s, h.kind, h.filter ?? {}, self, controller).length >= (h.atLeast ?? 1);
  }
  if ("legion" in c) return (s.history.cardsPlayed[controller] ?? 0) > 0;
  if ("is" in c) {
    // 568.3: "while I'm …" — passives can only name their own object.
    return "self" in c.is && matches(s, self, c.filter, controller, self);
  }
  if ("readyEnemyHere" in c) {
    const o = obj(s, self);
    if (o.zone !== "battlefield") return false;
    return unitsAt(s, o.bf!).some((u) => obj(s, u).controller !== controller && !obj(s, u).exhausted);
  }
  if ("compare" in c) return compareAmount(stateAmount(s, controller, c.compare[0]), c.compare[1], s, controller);
  return false;
}

/** How many board objects and battlefields match a filter now (568.3 "if there is / you control …"). */
function existing(s: RbState, self: string, controller: Seat, f: ObjFilter): number {
  const ids = f.type === "battlefield" ? s.battlefields.map((b) => b.card) : candidates(s, f, controller);
  return ids.filter((id) => matches(s, id, f, controller, self)).length;
}

/** Units and gear on bases and battlefields (the objects "you control a …" looks at). */
function _boardIds(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) out.push(...p.base);
  for (const b of s.battlefields) out.push(...b.units);
  return out;
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
  if ("minus" in a) return stateAmount(s, controller, a.minus[0]) - stateAmount(s, controller, a.minus[1]);
  return 0;
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
  g: { readonly sameLocation?: boolean; readonly totalMight?: Cmp },
  controller: Seat,
): boolean {
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

/** Does a board object have every state of a filter (592, 139.3, 701, 599, 706). */
function _hasStates(s: RbState, id: string, states: NonNullable<ObjFilter["state"]>): boolean {
  const o = obj(s, id);
  for (const st of states) {
    if (st === "exhausted" && !o.exhausted) return false;
    if (st === "ready" && o.exhausted) return false;
    if (st === "damaged" && o.damage <= 0) return false;
    if (st === "buffed" && !o.buffed) return false;
    if (st === "stunned" && !o.stunned) return false;
    if (st === "mighty" && !isMighty(s, id)) return false;
  }
  return true;
}

/** The objects a filter can match, by where it looks (559.3): your trash, hand or champion zone, runes, or the board. */
function candidates(s: RbState, f: ObjFilter, controller: Seat): string[] {
  const p = s.players[controller]!;
  if (f.at === "trash" || f.at === "hand") return p[f.at].slice();
  if (f.at === "champion" || f.at === "championZone") return p.champion ? [p.champion] : [];
  if (f.at === "facedown") return s.battlefields.flatMap(facedownAt);
  if (f.type === "rune") return s.players.flatMap((x) => x.runes);
  return s.players.flatMap((x) => x.base).concat(s.battlefields.flatMap((b) => b.units));
}

/** Does a board object match a filter, from the point of view of `controller` and `source`. */
export function matches(s: RbState, id: string, f: ObjFilter, controller: Seat, source: string | null): boolean {
  const o = objAt(s, id);
  if (!o) return false;
  if (f.anyOf && !f.anyOf.some((g) => matches(s, id, g, controller, source))) return false;
  if (f.type === "battlefield" || o.zone === "battlefieldCard") return battlefieldMatches(s, id, f, controller);
  const t = stat(s, id).type;
  if (f.type === "unit" && !isUnit(s, id)) return false;
  if (f.type === "gear" && t !== "Gear") return false;
  if (f.type === "permanent" && !(isUnit(s, id) || t === "Gear")) return false;
  if (f.type === "spell" && t !== "Spell") return false;
  if (f.type === "rune" && !(t === "Rune" && o.zone === "runes")) return false;
  if (f.type === "legend" && o.zone !== "legend") return false;
  if (f.maxEnergy !== undefined && (stat(s, id).energy ?? 0) > f.maxEnergy) return false;
  if (f.maxPower !== undefined && (stat(s, id).power ?? 0) > f.maxPower) return false;
  if (f.energy && !energyCompares(s, id, f.energy, controller, source)) return false;
  if (f.domain && !stat(s, id).domains.includes(f.domain)) return false;
  if (f.cardType && t !== f.cardType) return false;
  if (f.other && id === source) return false;
  if (f.keyword !== undefined && !hasKeyword(s, id, f.keyword)) return false;
  if (f.tag !== undefined && !(stat(s, id).tags ?? []).includes(f.tag)) return false;
  if (f.chosenChampion) {
    const code = s.players[controller]!.chosenChampion;
    if (!code || cardData(code)?.name !== stat(s, id).name) return false; // OFAQ-83/84: the exact name
  }
  // Whose card (179-183): checked here for board objects; zones look at it in `isAt`.
  const onBoard = o.zone === "base" || o.zone === "battlefield";
  if (onBoard && f.owner === "you" && o.owner !== controller) return false;
  if (onBoard && (f.owner === "notYou" || f.owner === "opponent") && o.owner === controller) return false;
  // With `anyOf` and no `at` of its own, where the object may be is left to the alternatives.
  const at = f.at ?? (f.anyOf ? null : "board");
  if (at !== null && typeof at === "object" && !Array.isArray(at)) {
    // "At its location" (checked by the caller against the event's object): it must be on the board.
    if (o.zone !== "base" && o.zone !== "battlefield") return false;
  } else if (at !== null) {
    const list = (typeof at === "string" ? [at] : at) as readonly Place[];
    const place = list.find((pl) => isAt(s, o, pl, f, controller, source));
    if (place === undefined) return false;
    if (place === "facedown") {
      // 723: a facedown card is only picked by a facedown filter; its controller is the one who hid it.
      if (f.controller === "friendly" && o.controller !== controller) return false;
      return !(f.controller === "enemy" && o.controller === controller);
    }
    // Cards on the chain or in a non-board zone: only the filters above (and `not`) apply.
    if (["chain", "trash", "hand", "mainDeck", "runeDeck", "championZone", "champion"].includes(place))
      return f.not === undefined || !matches(s, id, f.not, controller, source);
  }
  if (f.controller === "friendly" && o.controller !== controller) return false;
  if ((f.controller === "enemy" || f.controller === "notYou") && o.controller === controller) return false;
  if (f.elsewhere && (!source || sameLocation(s, id, source))) return false;
  if (f.maxMight !== undefined && might(s, id) > f.maxMight) return false;
  if (f.buffed !== undefined && o.buffed !== f.buffed) return false;
  if (f.inCombat && !o.combatRole) return false;
  if (f.tag !== undefined && !stat(s, id).tags.includes(f.tag)) return false; // 139.1
  if (f.state && !f.state.every((st) => inState(s, id, st))) return false;
  if (f.not && matches(s, id, f.not, controller, source)) return false;
  return true;
}

/**
 * A number a passive reads from the board as it is now (568: passives are continuously checked): a constant,
 * "for each …" (`count`), points (629). Numbers that only an instruction can know (targets, variables) are 0.
 */
export function staticAmount(s: RbState, self: string, controller: Seat, a: Amount): number {
  if (typeof a === "number") return a;
  if ("count" in a) return existing(s, self, controller, a.count);
  if ("points" in a) return s.players[a.points === "you" ? controller : opponent(s, controller)]!.points;
  return 0;
}

/** A printed Energy cost (SFAQ-15) against a comparison whose value is read now ("less than your points"). */
function energyCompares(s: RbState, id: string, c: Cmp, controller: Seat, source: string | null): boolean {
  const v = typeof c.value === "number" ? c.value : staticAmount(s, source ?? id, controller, c.value);
  return compare(stat(s, id).energy ?? 0, { op: c.op, value: v });
}

/** A battlefield (163) against a filter: only `type` and `controller` (181: its controller, if any) apply. */
function battlefieldMatches(s: RbState, id: string, f: ObjFilter, controller: Seat): boolean {
  const b = s.battlefields.find((x) => x.card === id);
  if (!b || f.type !== "battlefield") return false;
  if (f.controller === "friendly" && b.controller !== controller) return false;
  if (f.controller === "enemy" && (b.controller === null || b.controller === controller)) return false;
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
  }
}

/** Board objects (units and gear on bases and battlefields) matching a filter, seen by `controller` and `source`. */
export function countMatching(s: RbState, f: ObjFilter, controller: Seat, source: string | null): number {
  let n = 0;
  for (const p of s.players) for (const id of p.base) if (matches(s, id, f, controller, source)) n++;
  for (const b of s.battlefields) for (const id of b.units) if (matches(s, id, f, controller, source)) n++;
  return n;
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
function isAt(
  s: RbState,
  o: Readonly<RbObject>,
  at: Place,
  f: ObjFilter,
  controller: Seat,
  source: string | null,
): boolean {
  const owned = () =>
    f.owner === "any"
      ? true
      : f.owner === "notYou" || f.owner === "opponent"
        ? o.owner !== controller
        : o.owner === controller;
  switch (at) {
    case "chain":
      return o.zone === "chain" && s.chain.some((c) => c.kind === "card" && c.object === o.id); // 601.3
    case "trash":
    case "hand":
    case "mainDeck":
    case "runeDeck":
      return o.zone === at && owned();
    case "championZone":
    case "champion":
      return o.zone === "champion" && owned();
    case "facedown":
      return o.zone === "facedown";
    case "battlefield":
      return o.zone === "battlefield";
    case "base":
      return o.zone === "base";
    case "board":
      return o.zone === "base" || o.zone === "battlefield" || o.zone === "runes" || o.zone === "legend";
    case "here": {
      // "Here" is the source's location (053.3, 106.2.c): its battlefield, or the base it is in.
      const so = source ? objAt(s, source) : undefined;
      if (so && so.zone === "base") return o.zone === "base" && o.controller === so.controller;
      const srcLoc = source ? hereOf(s, source) : null;
      return srcLoc !== null && o.zone === "battlefield" && o.bf === srcLoc;
    }
  }
}

/** Are two board objects at the same location (138.1.a.1: the same battlefield, or the same player's base)? */
function sameLocation(s: RbState, a: string, b: string): boolean {
  const x = objAt(s, a);
  const y = objAt(s, b);
  if (!x || !y) return false;
  if (x.zone === "base" && y.zone === "base") return x.controller === y.controller;
  return x.zone === "battlefield" && y.zone === "battlefield" && x.bf === y.bf;
}

/** The battlefield index "here" refers to for a source (053.3): a battlefield card's own index, or the unit's battlefield. */
export function hereOf(s: RbState, source: string): number | null {
  const o = objAt(s, source);
  if (!o) return null;
  if (o.zone === "battlefieldCard") {
    const b = s.battlefields.find((x) => x.card === source);
    return b ? b.index : null;
  }
  if (o.zone === "battlefield" || o.zone === "facedown") return o.bf ?? null;
  return null;
}

/** Printed Might of a card (711: non-board units use printed Might). */
export function printedMight(s: RbState, id: string): number {
  return stat(s, id).might ?? 0;
}

/**
 * Current Might of a unit (139.2, 634-639): printed Might, then trait-layer "becomes N" effects (637.1.a.1),
 * then arithmetic in timestamp order (637.3, 639): buffs (703), passives, temporary modifiers with their
 * minimums, Assault while attacking (719), Shield while defending (726). Below 0 counts as 0 (139.2.b).
 */
export function might(s: RbState, id: string): number {
  // A keyword granted "while I'm Mighty" (Fiora, Victorious: Shield) cannot count towards that Mighty: asked again
  // while computing, the Might is read without conditional keywords (638 dependency; not cached).
  if (mightInProgress.has(id)) return computeMight(s, id, true);
  const known = recalled<number>(s, "might", id);
  if (known !== undefined) return known;
  mightInProgress.add(id);
  try {
    return remember(s, "might", id, computeMight(s, id, false));
  } finally {
    mightInProgress.delete(id);
  }
}

/** Objects whose Might is being computed (a call-stack guard, empty between calls). */
const mightInProgress = new Set<string>();

function computeMight(s: RbState, id: string, withoutConditionalKeywords: boolean): number {
  const o = obj(s, id);
  if (o.zone !== "base" && o.zone !== "battlefield") return Math.max(0, printedMight(s, id));
  let m = printedMight(s, id);
  for (const e of s.effects) {
    if (e.setMight !== undefined && e.objects.some((r) => r.id === id && r.incarnation === o.incarnation))
      m = e.setMight;
  }
  // Arithmetic layer (637.3): every change with its timestamp (639). Plain +N/-N changes commute; "to a minimum
  // of N" changes do not, so everything applies in timestamp order (docs/rules-decisions.md, 638).
  const own = o.enteredAt ?? 0;
  const changes: { ts: number; amount: number; min?: number }[] = [];
  if (o.buffed) {
    const per = 1 + (s.history.buffBonus?.[o.controller] ?? 0); // 703 (Stand United: per buff)
    changes.push({ ts: o.buffedAt ?? own, amount: per * (1 + (o.extraBuffs ?? 0)) });
  }
  for (const p of passivesOf(s, id)) {
    if (p.kind === "might" && (!p.when || checkCondition(s, id, o.controller, p.when)))
      changes.push({ ts: own, amount: staticAmount(s, id, o.controller, p.amount) });
    if (p.kind === "mightPerTrashCard") changes.push({ ts: own, amount: s.players[o.controller]!.trash.length }); // Dr. Mundo
  }
  for (const { source: src, passive: p } of boardPassivesOfKind(s, "othersMight")) {
    if (src === id) continue;
    const so = obj(s, src);
    const ctrl = so.zone === "battlefieldCard" ? o.controller : so.controller;
    if (p.when && !checkCondition(s, src, ctrl, p.when)) continue;
    if (matches(s, id, p.filter, ctrl, src))
      changes.push({ ts: so.enteredAt ?? 0, amount: p.amount, ...(p.min !== undefined ? { min: p.min } : {}) });
  }
  if (o.combatRole === "defender")
    for (const { source: src, passive: p } of boardPassivesOfKind(s, "defendAloneMight")) {
      const so = obj(s, src);
      if (src !== id && so.controller === o.controller && checkCondition(s, id, o.controller, { selfAlone: true }))
        changes.push({ ts: so.enteredAt ?? 0, amount: p.amount });
    }
  // Assault while attacking (719), Shield while defending (726): dated by where each instance comes from.
  const combatKeyword = o.combatRole === "attacker" ? "Assault" : o.combatRole === "defender" ? "Shield" : null;
  if (combatKeyword)
    for (const k of timedKeywordValues(s, id, combatKeyword, withoutConditionalKeywords))
      changes.push({ ts: k.ts, amount: k.value });
  for (const e of s.effects) {
    if (e.might !== undefined && e.objects.some((r) => r.id === id && r.incarnation === o.incarnation))
      changes.push({ ts: e.timestamp, amount: e.might, ...(e.min !== undefined ? { min: e.min } : {}) });
  }
  changes.sort((a, b) => a.ts - b.ts);
  for (const c of changes) {
    if (c.amount < 0 && c.min !== undefined) m = Math.max(m + c.amount, Math.min(m, c.min));
    else m += c.amount;
  }
  return Math.max(0, m);
}

/** Instances of a valued keyword with the timestamp of where each comes from (printed/passive: entry; granted: its effect). */
function timedKeywordValues(
  s: RbState,
  id: string,
  name: string,
  withoutConditional = false,
): { ts: number; value: number }[] {
  const o = obj(s, id);
  const own = o.enteredAt ?? 0;
  const removed = s.effects.some(
    (e) => e.removeKeyword === name && e.objects.some((r) => r.id === id && r.incarnation === o.incarnation),
  );
  if (removed) return [];
  const out: { ts: number; value: number }[] = [];
  for (const k of stat(s, id).keywords.map(parseKeyword)) if (k.name === name) out.push({ ts: own, value: k.value });
  for (const p of passivesOf(s, id)) {
    if (p.kind !== "keyword" || (p.when && (withoutConditional || !checkCondition(s, id, o.controller, p.when))))
      continue;
    const k = parseKeyword(p.keyword);
    if (k.name === name) out.push({ ts: own, value: k.value });
  }
  for (const e of s.effects) {
    if (!e.keyword || !e.objects.some((r) => r.id === id && r.incarnation === o.incarnation)) continue;
    const k = parseKeyword(e.keyword);
    if (k.name === name) out.push({ ts: e.timestamp, value: k.value });
  }
  for (const g of auraKeywords(s, id)) if (g.k.name === name && !(g.ifAbsent && out.length > 0)) out.push(g);
  return out;
}

/**
 * Keywords other board objects' `grant` passives give this object (567, 713.3), with the granting source's
 * timestamp (639). `ifAbsent` grants ("if they didn't already") are dropped by callers when one is already had.
 */
function auraKeywords(s: RbState, id: string): { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] {
  const o = obj(s, id);
  if (o.zone !== "base" && o.zone !== "battlefield") return [];
  const out: { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] = [];
  for (const { source: src, passive: p } of boardPassivesOfKind(s, "grant")) {
    const so = obj(s, src);
    const ctrl = so.zone === "battlefieldCard" ? o.controller : so.controller;
    if (p.when && !checkCondition(s, src, ctrl, p.when)) continue;
    if (!matches(s, id, p.to, ctrl, src)) continue;
    for (const kw of p.keywords) {
      const k = parseKeyword(kw);
      out.push({ k, ts: so.enteredAt ?? 0, value: k.value, ifAbsent: !!p.ifAbsent });
    }
  }
  return out;
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

/**
 * Is moving this unit to `to` forbidden by a `cant` passive (567: a restriction wins over a permission)? Applies to
 * every move, standard or by an effect (596, 608); a unit that can't move stays where it is.
 */
export function cantMove(s: RbState, id: string, to: "base" | number): boolean {
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

/** Is a unit Mighty (706-711): Might 5 or more. */
export function isMighty(s: RbState, id: string): boolean {
  return might(s, id) >= 5;
}

/**
 * Keywords an object has now (712-729): printed ones, conditional passives, and granted ones (713.3.a),
 * minus removed ones (713.3.b). Values of Assault, Shield and Deflect add up (719.2, 726.2, 721.2).
 */
export function keywords(s: RbState, id: string): readonly KeywordInstance[] {
  return recalled<readonly KeywordInstance[]>(s, "keywords", id) ?? remember(s, "keywords", id, computeKeywords(s, id));
}

function computeKeywords(s: RbState, id: string): KeywordInstance[] {
  const o = obj(s, id);
  const out: KeywordInstance[] = stat(s, id).keywords.map(parseKeyword);
  for (const p of passivesOf(s, id)) {
    if (p.kind === "keyword" && (!p.when || checkCondition(s, id, o.controller, p.when)))
      out.push(parseKeyword(p.keyword));
  }
  for (const e of s.effects) {
    if (!e.keyword) continue;
    if (e.objects.some((r) => r.id === id && r.incarnation === o.incarnation)) out.push(parseKeyword(e.keyword));
  }
  for (const g of auraKeywords(s, id)) if (!(g.ifAbsent && out.some((k) => k.name === g.k.name))) out.push(g.k);
  const removed = new Set(
    s.effects
      .filter((e) => e.removeKeyword && e.objects.some((r) => r.id === id && r.incarnation === o.incarnation))
      .map((e) => e.removeKeyword!),
  );
  return out.filter((k) => !removed.has(k.name));
}

/** Does the object have this keyword now. */
export function hasKeyword(s: RbState, id: string, name: string): boolean {
  return keywords(s, id).some((k) => k.name === name);
}

/** Sum of a valued keyword's instances (719.2, 721.2, 726.2); 0 when absent. */
export function keywordValue(s: RbState, id: string, name: string): number {
  return keywords(s, id)
    .filter((k) => k.name === name)
    .reduce((a, k) => a + k.value, 0);
}

/** One activated ability an object can use: the script (`code`) and index that hold it. */
export interface ActivatedRef {
  readonly code: string;
  readonly index: number;
  readonly ability: Extract<Ability, { kind: "activated" }>;
}

/**
 * The activated abilities of an object in order (577): its own, then — for an object with
 * `borrowExhaustAbilities` (Heimerdinger) — every [exhaust] ability printed on friendly legends, units and gear,
 * in board order (legend, base, battlefields), each distinct ability once. Used by activation and by `legal`.
 */
export function activatedAbilities(s: RbState, id: string): ActivatedRef[] {
  const o = obj(s, id);
  const sc = cardScript(o.code);
  const out: ActivatedRef[] = [];
  if (!sc) return out;
  sc.abilities.forEach((ability, index) => {
    if (ability.kind === "activated") out.push({ code: sc.code, index, ability });
  });
  const borrows = sc.abilities.some((a) => a.kind === "passive" && a.passive.kind === "borrowExhaustAbilities");
  if (borrows && (o.zone === "base" || o.zone === "battlefield")) {
    const p = s.players[o.controller]!;
    const sources = [
      ...(p.legend ? [p.legend] : []),
      ...p.base,
      ...s.battlefields.flatMap((b) => b.units.filter((u) => obj(s, u).controller === o.controller)),
    ];
    const seen = new Set(out.map((r) => `${r.code}#${r.index}`));
    for (const src of sources) {
      if (src === id) continue;
      const other = cardScript(obj(s, src).code);
      if (!other) continue;
      other.abilities.forEach((ability, index) => {
        if (ability.kind !== "activated" || !ability.cost.exhaust) return;
        const key = `${other.code}#${index}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ code: other.code, index, ability });
      });
    }
  }
  return out;
}

/**
 * Passives created by instructions (`createEffect`) that work as if printed on a played card: bound to it (the
 * incarnation it had on the chain) or, with `waiting`, not yet bound and waiting for a card `seat` plays matching
 * their `next` filter by card type (a cost change applies while that card is being played, 560.4).
 */
export function createdPassivesOf(
  s: RbState,
  card: string,
  incarnation: number,
  waiting?: Seat,
): { passive: Passive; controller: Seat }[] {
  const out: { passive: Passive; controller: Seat }[] = [];
  for (const e of s.effects) {
    if (!e.passive || !e.next) continue;
    const bound = e.objects.some((r) => r.id === card && r.incarnation === incarnation);
    const fits = waiting !== undefined && e.objects.length === 0 && e.controller === waiting;
    if (bound || (fits && cardIsA(s, card, e.next))) out.push({ passive: e.passive, controller: e.controller });
  }
  return out;
}

/** Does a card (in any zone) have the card type a `next` filter names (unit, gear, spell, card). */
export function cardIsA(s: RbState, card: string, f: ObjFilter): boolean {
  const t = stat(s, card).type;
  if (f.type === "unit") return t === "Unit";
  if (f.type === "gear") return t === "Gear";
  if (f.type === "spell") return t === "Spell";
  if (f.type === "permanent") return t === "Unit" || t === "Gear";
  return true;
}

/**
 * "The next <card> you play this turn …": effects waiting for a card of this type played by `seat` now bind to it
 * as it is put on the chain (555.1), the one on the chain (a cost change was used while paying, 560.4).
 */
export function bindNextEffects(s: RbState, seat: Seat, card: string): void {
  const inc = obj(s, card).incarnation;
  s.effects = s.effects.map((e) =>
    e.next && e.objects.length === 0 && e.controller === seat && cardIsA(s, card, e.next)
      ? { ...e, objects: [{ id: card, incarnation: inc }] }
      : e,
  );
}

/** "<Players> can't play cards" (created `cant` passives in force): may `seat` play this card now. */
export function cantPlay(s: RbState, seat: Seat, card: string): boolean {
  for (const e of s.effects)
    if (e.passive?.kind === "cant" && !e.next && forbids(s, e.passive, e.controller, null, seat, card)) return true;
  for (const { source, passive } of boardPassives(s))
    if (passive.kind === "cant" && forbids(s, passive, obj(s, source).controller, source, seat, card)) return true;
  return false;
}

/** Does one `cant` passive of `controller` (printed on `source`, or created) forbid `seat` playing `card`. */
function forbids(
  s: RbState,
  p: Extract<Passive, { kind: "cant" }>,
  controller: Seat,
  source: string | null,
  seat: Seat,
  card: string,
): boolean {
  if (p.who !== "you" && p.who !== "opponent") return false; // not a restriction on playing
  if ((p.who === "you") !== (controller === seat)) return false;
  const a = p.action;
  if ("play" in a) return !a.to && cardIsA(s, card, a.play); // "to a battlefield": cantPlayToBattlefield
  if (!("playFromFacedown" in a)) return false;
  // 723.1: a facedown card is revealed by being played from its battlefield; "here" is the source's (053.3).
  const o = obj(s, card);
  const here = source !== null ? hereOf(s, source) : null;
  return o.zone === "facedown" && here !== null && o.bf === here && cardIsA(s, card, a.playFromFacedown);
}

/** Active passives of every board source (for cost modifiers and replacement checks). */
export function boardPassives(s: RbState): readonly BoardPassive[] {
  return boardIndex(s).passives;
}

/**
 * How many additional times a triggered ability of a card with printed `keyword` triggers for `seat` (Karthus,
 * Eternal: "Your [Deathknell] effects trigger an additional time"): the sum of `triggerRepeat` rules of the board
 * objects `seat` controls (583).
 */
export function triggerRepeats(s: RbState, seat: Seat, code: string, keyword: string): number {
  if (!(cardData(code)?.keywords ?? []).some((k) => parseKeyword(k).name === keyword)) return 0;
  let n = 0;
  for (const { source, passive: p } of boardPassives(s))
    if (p.kind === "rule" && p.key === "triggerRepeat" && p.keyword === keyword && obj(s, source).controller === seat)
      n += p.value;
  return n;
}

/**
 * Can spells and abilities ready this permanent now (593), or does an active "can't ready" restriction (567) of
 * a board object apply to it (Mageseeker Warden)?
 */
export function canBeReadiedByEffects(s: RbState, id: string): boolean {
  for (const { source, passive: p } of boardPassives(s)) {
    if (p.kind !== "cant" || p.who !== "spellsAndAbilities" || !("ready" in p.action)) continue;
    const ctrl = obj(s, source).controller;
    if (p.when && !checkCondition(s, source, ctrl, p.when)) continue;
    if (matches(s, id, p.action.ready, ctrl, source)) return false;
  }
  return true;
}

/** Is `seat` forbidden to play this card to a battlefield by an opponent's active restriction (567, 559.2)? */
export function cantPlayToBattlefield(s: RbState, seat: Seat, card: string): boolean {
  for (const { source, passive: p } of boardPassives(s)) {
    if (p.kind !== "cant" || p.who !== "opponent" || !("play" in p.action)) continue;
    const ctrl = obj(s, source).controller;
    if (ctrl === seat || (p.when && !checkCondition(s, source, ctrl, p.when))) continue;
    const f = p.action.play;
    if (f.type === "unit" && stat(s, card).type !== "Unit") continue;
    return true;
  }
  return false;
}

/** Passives printed on an object regardless of zone (570: cost changes apply where the card can be played). */
export function ownPassives(s: RbState, id: string): readonly Passive[] {
  return passivesOf(s, id);
}

/** The battlefield state by index. */
export function bfAt(s: RbState, i: number): BattlefieldState {
  const b = s.battlefields[i];
  if (!b) throw new InvariantError(`no battlefield ${i}`);
  return b;
}

/** Human-readable location. */
export function locName(s: RbState, loc: Location): string {
  return loc.kind === "base" ? `P${loc.seat + 1}'s base` : nameOf(s, bfAt(s, loc.index).card);
}

/** The facedown cards at a battlefield (107.3): none, one, or more where its capacity allows (Bandle Tree). */
export function facedownAt(b: BattlefieldState): string[] {
  if (b.facedown === null) return [];
  return b.extraFacedown?.length ? [b.facedown, ...b.extraFacedown] : [b.facedown];
}

/**
 * How many cards a battlefield's Facedown Zone may hold (107.3.b, 107.3.b.1): one, plus each "you may hide an
 * additional card here" of the battlefield itself (a `rule` passive `hideLimit`, Bandle Tree).
 */
export function facedownCapacity(s: RbState, b: BattlefieldState): number {
  let n = 1;
  for (const a of cardScript(obj(s, b.card).code)?.abilities ?? [])
    if (a.kind === "passive" && a.passive.kind === "rule" && a.passive.key === "hideLimit") n += a.passive.value;
  return n;
}

/** Puts a card in a battlefield's Facedown Zone, after those already there (107.3). */
function addFacedown(b: BattlefieldState, id: string): void {
  if (b.facedown === null) b.facedown = id;
  else b.extraFacedown = [...(b.extraFacedown ?? []), id];
}

/** Takes a card out of a battlefield's Facedown Zone; the others stay (107.3). */
function removeFacedown(b: BattlefieldState, id: string): void {
  if (b.facedown !== id && !b.extraFacedown?.includes(id)) return;
  const rest = facedownAt(b).filter((x) => x !== id);
  b.facedown = rest[0] ?? null;
  if (rest.length > 1) b.extraFacedown = rest.slice(1);
  else delete b.extraFacedown;
}
