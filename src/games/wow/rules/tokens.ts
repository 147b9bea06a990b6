/**
 * Tokens (CR 7.4 404.2): objects a modifier puts into play. An ally token enters its controller's ally row and
 * behaves like any other ally (404.2a); it is owned by the player who put it into play (400.x ownership, 415.2). A
 * token that leaves play triggers what watches it leaving, then ceases to exist as part of the pre-priority checks
 * (404.2c, 410.6d): it is taken out of every zone (its object stays in the array, in the zone `gone`).
 */
import type { Seat } from "../../../engine/index.js";
import { TOKENS, type TokenKey, isTokenCode } from "../cards/tokens.js";
import { enterAlly } from "./enter-play.js";
import { type WowState, obj } from "./state.js";

/** Whether the object `id` is a token (CR 7.4 404.2a: text may tell tokens and non-tokens apart). */
export const isToken = (s: WowState, id: string): boolean => isTokenCode(obj(s, id).code);

/** Puts `count` ally tokens `key` into play under `seat`'s control (CR 7.4 404.2, 404.2a; 710.1: they enter play). */
export function putTokens(s: WowState, seat: Seat, key: TokenKey, count: number): string[] {
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `o${s.objects.length}`;
    // Created on the chain side (no zone list) and then entering play like a card (710.1).
    s.objects.push({
      id,
      code: TOKENS[key].id,
      owner: seat,
      controller: seat,
      zone: "chain",
      exhausted: false,
      damage: 0,
      faceDown: false,
      since: s.turn,
      flipped: false,
    });
    s.log.push({ text: `P${seat + 1} puts a ${TOKENS[key].name} ally token into play.` });
    enterAlly(s, id, seat);
    made.push(id);
  }
  return made;
}

/** CR 7.4 404.2c / 410.6d: tokens outside play cease to exist (part of each wave of pre-priority checks). */
export function ceaseTokens(s: WowState): void {
  for (const o of s.objects) {
    if (!isTokenCode(o.code) || o.zone === "ally" || o.zone === "hero" || o.zone === "gone") continue;
    const p = s.players[o.owner]!;
    for (const list of [p.deck, p.hand, p.graveyard, p.rfg, p.resources]) {
      const i = list.indexOf(o.id);
      if (i >= 0) list.splice(i, 1);
    }
    s.log.push({ text: `The ${TOKENS[keyOf(o.code)].name} token ceases to exist.` });
    o.zone = "gone";
  }
}

const keyOf = (code: string): TokenKey => code.slice("token-".length) as TokenKey;
