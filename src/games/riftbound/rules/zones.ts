/**
 * Zones and locations (105-109, 177): moving objects between zones (a new object off the board, 563.2.c.4),
 * creating objects, and adding to and removing from the Facedown Zones of battlefields (107.3). The index of board
 * objects whose abilities are active (569.1) is board.ts.
 */
import type { Seat } from "../../../engine/index.js";
import type { Passive } from "../cards/types.js";
import type { ZoneName, RbState, RbObject, BattlefieldState } from "./state.js";
import { obj, mut, addObject, ownList } from "./objects.js";
import { snapshot, recordEvent } from "./events.js";
import { matchMentions } from "./mentions.js";
import { boardChanged, boardPassivesOfKind, facedownAt } from "./board.js";
import { detach, detachAllFrom } from "./attach.js";

/** True for the board zones (106): base, battlefields, facedown zones, runes, legend and battlefield cards. */
function isBoardZone(z: ZoneName): boolean {
  return z === "base" || z === "battlefield" || z === "facedown" || z === "runes";
}

/** Is a zone one whose lists the board index reads (board.ts `buildIndex`: bases, the battlefields' units). */
function indexedZone(z: ZoneName): boolean {
  return z === "base" || z === "battlefield";
}

function containerOf(s: RbState, o: RbObject): string[] | null {
  const p = s.players[o.zone === "base" || o.zone === "runes" ? o.controller : o.owner]!;
  switch (o.zone) {
    case "mainDeck":
    case "runeDeck":
    case "hand":
    case "trash":
    case "banishment":
    case "base":
    case "runes":
      return ownList(s, p, o.zone);
    case "battlefield":
      return ownList(s, s.battlefields[o.bf!]!, "units");
    default:
      return null;
  }
}

/**
 * The objects in the bases (only `seat`'s, when given) then at each battlefield in order: where units and gear are on
 * the board (106). A new list, built by loops (a `flatMap` and spreads cost more on the paths every turn takes: issue
 * "Engine speed").
 */
export function baseAndBattlefieldIds(s: RbState, seat?: Seat): string[] {
  const out: string[] = [];
  if (seat === undefined) for (const p of s.players) for (const id of p.base) out.push(id);
  else for (const id of s.players[seat]!.base) out.push(id);
  for (const b of s.battlefields) for (const id of b.units) out.push(id);
  return out;
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
  // CR 1.4 438, 367: "if a card would go to your trash …, banish it instead" (Endless Riches), read only when a card
  // of the match has it
  if (dest.zone === "trash" && matchMentions(s, "banishInsteadOfTrash") && banishesInstead(s, id))
    dest = { zone: "banishment" };
  const toBoardZone =
    dest.zone === "base" || dest.zone === "battlefield" || dest.zone === "facedown" || dest.zone === "runes";
  const leaving = isBoardZone(obj(s, id).zone) && !toBoardZone ? snapshot(s, id) : null;
  movePlace(s, id, dest);
  // 106, 109: "leaves the board" — recorded after the change, looking back at the object as it was.
  if (leaving) recordEvent(s, "leftBoard", leaving.controller, leaving, { bf: leaving.bf ?? -1, to: dest.zone });
  if (leaving && matchMentions(s, "whileSourceOnBoard")) endControlWhile(s, id, leaving.incarnation ?? -1);
}

/**
 * "You control it until I leave the board" ends (179, CR 1.4 359.3.e.16): as `holder` leaves the board, each object
 * whose control it held goes back to the player who controlled it before (a gear in base to their base), at once —
 * not through the chain.
 */
function endControlWhile(s: RbState, holder: string, incarnation: number): void {
  for (const id of baseAndBattlefieldIds(s)) {
    const c = obj(s, id).controlWhile;
    if (!c || c.holder !== holder || c.incarnation !== incarnation) continue;
    mut(s, id).controlWhile = undefined;
    if (obj(s, id).zone === "base") place(s, id, { zone: "base", seat: c.was });
    else mut(s, id).controller = c.was;
  }
}

/**
 * Whether a card going to its owner's trash is banished instead (CR 1.4 438): not from the Main Deck (a burn), not a
 * token (it ceases to exist, 177.1), and a board object its owner controls has `banishInsteadOfTrash`.
 */
function banishesInstead(s: RbState, id: string): boolean {
  const o = obj(s, id);
  if (o.zone === "mainDeck" || o.token) return false;
  return boardPassivesOfKind(s, "banishInsteadOfTrash").some(({ source }) => obj(s, source).controller === o.owner);
}

function movePlace(s: RbState, id: string, dest: Dest): void {
  const off = dest.zone !== "base" && dest.zone !== "battlefield" && dest.zone !== "facedown" && dest.zone !== "runes";
  // 569.1: the board index reads only the bases and the battlefields' units (board.ts): a move that neither starts nor
  // ends there (a draw, a play to the chain, a spell to the trash, a rune channeled or recycled, a card hidden) leaves
  // it as it is, so the next look at this state needs no check of the board.
  if (indexedZone(obj(s, id).zone) || indexedZone(dest.zone)) boardChanged();
  // CR 1.4 435: an attached card leaving the board is detached first (what lasted while attached ends with it)
  if (off && obj(s, id).attachedTo !== undefined) detach(s, id);
  const o = mut(s, id);
  leaveZone(s, o);
  const wasBoard = isBoardZone(o.zone);
  const toBoard =
    dest.zone === "base" || dest.zone === "battlefield" || dest.zone === "facedown" || dest.zone === "runes";
  if (wasBoard && !toBoard) detachAllFrom(s, id); // CR 1.4 719.5
  if (wasBoard !== toBoard || !toBoard) becomeNewObject(o, toBoard);
  if (o.token && !toBoard) {
    o.zone = "gone"; // 177.1
    o.bf = undefined;
    return;
  }
  o.bf = undefined;
  if (toBoard && !wasBoard) {
    o.enteredAt = ++s.timestamp; // 639: a new object on the board
    o.banishedWith = undefined; // 109: a new object has nothing banished with it (CR 1.4 397)
  }
  enterZone(s, o, dest);
}

/**
 * Takes the object out of its zone list. Control of a battlefield its controller's last unit left is lost at the
 * following cleanup in an Open state (cleanup.ts; CR 1.4 190.4.c, UFAQ-12), not here.
 */
function leaveZone(s: RbState, o: RbObject): void {
  const id = o.id;
  const from = containerOf(s, o);
  if (from) {
    const i = from.indexOf(id);
    // The top of a deck (a draw) and the newest entry are taken without `splice`'s array of removed entries.
    if (i === 0) from.shift();
    else if (i > 0 && i === from.length - 1) from.pop();
    else if (i > 0) from.splice(i, 1);
  }
  if (o.zone === "facedown" && o.bf !== undefined) removeFacedown(s.battlefields[o.bf]!, id);
  if (o.zone === "chain") s.chain = s.chain.filter((c) => !(c.kind === "card" && c.object === id));
  if (o.zone === "champion") {
    const p = s.players[o.owner]!;
    if (p.champion === id) p.champion = null;
  }
}

/** 563.2.c.4, 109, 705: a change to or from a non-board zone makes a new object without its modifications. */
function becomeNewObject(o: RbObject, toBoard: boolean): void {
  o.incarnation++;
  o.damage = 0;
  o.buffed = false;
  o.extraBuffs = undefined;
  o.stunned = false;
  o.combatRole = undefined;
  o.uses = undefined;
  o.revealedTo = undefined;
  o.attachedTo = undefined; // CR 1.4 435: a card that left the board is no longer attached
  o.wasMighty = undefined;
  o.lastMight = undefined;
  o.empowered = undefined; // CR 1.4 441.2: a state of objects on the board
  o.empowerCount = undefined;
  o.controlWhile = undefined; // 109: a new object; the control effect does not follow it
  if (o.copyWhile) {
    o.code = o.copyWhile.printed; // CR 1.4 477.1.b: a copy "while attached" does not follow it off the board
    o.copyWhile = undefined;
  }
  if (!toBoard) {
    o.named = undefined; // a chosen name stays with the card from the chain onto the board only (CR 1.4 355.1)
    o.exhausted = false;
    o.controller = o.owner; // 107.1.d: off the board a card is its owner's
  }
}

/** Puts the object into the destination's zone list (top of a deck unless `bottom`). */
function enterZone(s: RbState, o: RbObject, dest: Dest): void {
  const id = o.id;
  const owner = s.players[o.owner]!;
  o.zone = dest.zone;
  switch (dest.zone) {
    case "mainDeck":
    case "runeDeck":
      if (dest.bottom) ownList(s, owner, dest.zone).push(id);
      else ownList(s, owner, dest.zone).unshift(id);
      break;
    case "hand":
    case "trash":
    case "banishment":
      ownList(s, owner, dest.zone).push(id);
      break;
    case "champion":
      owner.champion = id;
      break;
    case "base":
    case "runes":
      o.controller = dest.seat;
      ownList(s, s.players[dest.seat]!, dest.zone).push(id);
      break;
    case "battlefield":
      o.bf = dest.bf;
      ownList(s, s.battlefields[dest.bf]!, "units").push(id);
      break;
    case "facedown":
      o.bf = dest.bf;
      addFacedown(s.battlefields[dest.bf]!, id);
      break;
  }
}

/** Creates a new object (a token, 170-178) and returns its id. The caller places it. */
export function newObject(s: RbState, code: string, owner: Seat, token: boolean): string {
  boardChanged();
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
export interface BoardIndex {
  readonly sources: readonly string[];
  readonly passives: readonly BoardPassive[];
  /** The passives of each kind, at the kind's slot (board.ts `slotOf`; undefined: none). */
  readonly byKind: readonly (readonly BoardPassive[] | undefined)[];
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
