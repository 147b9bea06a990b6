/**
 * Battlefields that change during a game: a battlefield token added to the board (Baron Nashor's Baron Pit, CR 1.4
 * 187.9) and a battlefield replaced by a token and swapped back (CR 1.4 438 Replace; Green Father's Brush, 187.8).
 * A battlefield keeps its index (its place on the board) through a replacement: the token "is treated as the same
 * Game Object" and inherits its statuses (438.1.a) — controller, contested state, units, facedown cards and the
 * scores of this turn stay with the index.
 */
import type { Seat } from "../../../engine/index.js";
import type { RbEvent, RbState } from "./state.js";
import { obj, mut, ownList } from "./objects.js";
import { boardChanged } from "./board.js";
import { newObject, place } from "./zones.js";
import { emit, nameOf } from "./util.js";

/** Is a battlefield with this card code on the board ("if it's not there already", Baron Nashor)? */
export function battlefieldOnBoard(s: RbState, code: string): boolean {
  return s.battlefields.some((b) => obj(s, b.card).code === code);
}

/**
 * Adds a battlefield token to the board (CR 1.4 187.9: "add the Baron Pit battlefield token to the board"): a new,
 * uncontrolled battlefield after the others, owned by `owner` (the player who created it, 185). Returns its index.
 */
export function addBattlefieldToken(s: RbState, code: string, owner: Seat, out: RbEvent[]): number {
  const card = newObject(s, code, owner, true);
  mut(s, card).zone = "battlefieldCard";
  const index = s.battlefields.length;
  s.battlefields.push({ index, card, controller: null, contestedBy: null, units: [], facedown: null });
  boardChanged();
  emit(s, out, {
    kind: "battlefieldAdded",
    seat: owner,
    object: card,
    card: nameOf(s, card),
    text: `P${owner + 1} adds ${nameOf(s, card)} to the board.`,
    data: { bf: index },
  });
  return index;
}

/**
 * "Replace that battlefield with a [token]" (CR 1.4 438): the battlefield card at `index` goes to banishment as
 * replaced (438.5, 438.5.a; a token stops existing there, 438.6) and a new token of `code`, owned by `seat`, takes
 * its place with everything that was there (438.1.a). The token remembers the card it replaced — or, replacing a
 * token, the card that token replaced (438.7.b.1: a Brush on a Brush can still swap back to the original).
 */
export function replaceBattlefield(s: RbState, index: number, code: string, seat: Seat, out: RbEvent[]): void {
  const b = s.battlefields[index];
  if (!b) return;
  const old = b.card;
  const oldName = nameOf(s, old);
  const token = newObject(s, code, seat, true);
  mut(s, token).zone = "battlefieldCard";
  banishReplaced(s, old);
  // 438.6: a replaced token is gone; 438.7.b.1: the new token inherits what that token replaced.
  const replaced = obj(s, old).zone === "banishment" ? old : b.replaced;
  s.battlefields[index] = { ...b, card: token, ...(replaced !== undefined ? { replaced } : {}) };
  boardChanged();
  emit(s, out, {
    kind: "battlefieldReplaced",
    seat,
    object: token,
    card: nameOf(s, token),
    text: `P${seat + 1} replaces ${oldName} with ${nameOf(s, token)}.`,
    data: { bf: index },
  });
}

/**
 * "Replace this with the battlefield it replaced" — Swap Back (CR 1.4 438.7, 187.8): the card the token at `index`
 * replaced comes back from banishment in its place (a new object, 109) with everything there (438.7.b); the token
 * stops existing (438.6). False when there is nothing in banishment to swap back to (438.7.c).
 */
export function restoreReplaced(s: RbState, index: number, seat: Seat, out: RbEvent[]): boolean {
  const b = s.battlefields[index];
  const back = b?.replaced;
  if (!b || back === undefined || obj(s, back).zone !== "banishment") return false;
  const token = b.card;
  const tokenName = nameOf(s, token);
  const o = obj(s, back);
  const list = ownList(s, s.players[o.owner]!, "banishment");
  const at = list.indexOf(back);
  if (at >= 0) list.splice(at, 1);
  const m = mut(s, back);
  m.zone = "battlefieldCard";
  m.incarnation++; // 109: a card that changes zones is a new object
  m.controller = m.owner;
  banishReplaced(s, token);
  const { replaced: _gone, ...rest } = b;
  s.battlefields[index] = { ...rest, card: back };
  boardChanged();
  emit(s, out, {
    kind: "battlefieldReplaced",
    seat,
    object: back,
    card: nameOf(s, back),
    text: `P${seat + 1} replaces ${tokenName} with ${nameOf(s, back)}.`,
    data: { bf: index },
  });
  return true;
}

/** 438.5: the replaced battlefield card goes to its owner's banishment (a token ceases to exist there, 438.6). */
function banishReplaced(s: RbState, card: string): void {
  const o = mut(s, card);
  o.zone = "removed"; // off the board without a board-leaving event: a battlefield card is not a permanent there
  place(s, card, { zone: "banishment" });
}
