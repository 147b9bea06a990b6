/**
 * Empower and Disempower (CR 1.4 441-442) and Burn (CR 1.4 440): limited actions done only when an effect says so
 * (441.3.a, 442.2.a, 440.3.a). Empowered is a binary state of board objects (441.1.a, 441.2).
 */
import type { Seat } from "../../../engine/index.js";
import type { RbEvent, RbState } from "./state.js";
import { mut, objAt } from "./objects.js";
import { emit, nameOf } from "./util.js";
import { recordEvent, snapshot } from "./events.js";
import { burnOut } from "./game-actions.js";
import { place } from "./zones.js";
import { ownPassives } from "./passives.js";

/** True for a board object (base, battlefield or legend zone): only those can be Empowered (441.2). */
function onBoard(s: RbState, id: string): boolean {
  const z = objAt(s, id)?.zone;
  return z === "base" || z === "battlefield" || z === "legend";
}

/**
 * Empowers an object (CR 1.4 441.1): nothing happens to one already Empowered (441.1.b-c) or off the board (441.2;
 * the Empower FAQ: a unit that left before its ability resolved is not Empowered). Records `empowered` (441.2.a).
 * Returns whether it became Empowered.
 */
export function empower(s: RbState, id: string, by: Seat, out: RbEvent[]): boolean {
  const o = objAt(s, id);
  if (!o || !onBoard(s, id)) return false;
  if (o.empowered) {
    // 441.1.c.1: "I can be [Empowered] up to three times" — once more while under that number.
    const n = o.empowerCount ?? 1;
    if (n >= maxEmpower(s, id)) return false;
    mut(s, id).empowerCount = n + 1;
  } else mut(s, id).empowered = true;
  recordEvent(s, "empowered", by, snapshot(s, id), { bf: o.bf ?? -1 });
  emit(s, out, { kind: "empower", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} becomes Empowered.` });
  return true;
}

/** How many times the object may be Empowered at once (CR 1.4 441.1.c.1: a `maxEmpower` rule of its own; else 1). */
export function maxEmpower(s: RbState, id: string): number {
  for (const p of ownPassives(s, id)) if (p.kind === "rule" && p.key === "maxEmpower") return p.value;
  return 1;
}

/** Disempowers an object (CR 1.4 442.1): only one currently Empowered is affected (442.1.a.1). */
export function disempower(s: RbState, id: string, out: RbEvent[]): boolean {
  const o = objAt(s, id);
  if (!o?.empowered) return false;
  mut(s, id).empowered = undefined;
  mut(s, id).empowerCount = undefined; // 442.1: the status is removed, however many times it was Empowered
  emit(s, out, { kind: "disempower", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} is disempowered.` });
  return true;
}

/**
 * Burn N (CR 1.4 440): the top N cards of the player's Main Deck go to their trash one by one; when the deck is
 * empty they burn out (431) and burn the rest (440.4). Records one `burned` event (440.1.a: "when you burn"
 * abilities trigger after the burning). Returns how many cards were burned; `into` collects them.
 */
export function burn(s: RbState, seat: Seat, n: number, out: RbEvent[], into?: string[]): number {
  const p = s.players[seat]!;
  let burned = 0;
  for (let i = 0; i < n && s.winner === null; i++) {
    let guard = 0;
    while (p.mainDeck.length === 0 && s.winner === null && guard++ < 100) {
      burnOut(s, seat, out); // 440.4, 431.2
      if (s.tasks[s.tasks.length - 1]?.t === "burnOutPoint" && p.mainDeck.length === 0) return burned;
    }
    if (s.winner !== null || p.mainDeck.length === 0) break;
    const id = p.mainDeck[0]!;
    place(s, id, { zone: "trash" });
    into?.push(id); // the cards burned, for "when you burn a unit this way"
    burned++;
    emit(s, out, { kind: "burn", seat, object: id, card: nameOf(s, id), text: `P${seat + 1} burns ${nameOf(s, id)}.` });
  }
  if (burned > 0) recordEvent(s, "burned", seat, undefined, { n: burned });
  return burned;
}
