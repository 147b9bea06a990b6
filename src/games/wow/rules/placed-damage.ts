/**
 * Placed damage (001 404.3): damage a modifier adds without saying it *deals* it is placed: no packet, so nothing
 * prevents or replaces it (armor is not asked, 304.2), no "deals damage" trigger fires and it is not damage dealt
 * this turn. Lethal placed damage destroys at the next pre-priority checks (409.6b). Barnathrum, Lord of Pain's "double
 * the damage on each ally" (WOW-EX-08).
 */
import type { Seat } from "../../../engine/index.js";
import { health, inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/**
 * Puts up to `amount` damage on the character `id` without a log line, and returns how much was put: never beyond
 * fatal (CR 7.4 405.3: "if a modifier says to put more than fatal damage on a character, put exactly fatal damage"),
 * so nothing on a character that already has fatal damage, and nothing under 1.
 */
export function putDamage(s: WowState, id: string, amount: number): number {
  if (amount < 1 || !inPlay(obj(s, id)) || !isCharacter(s, id)) return 0;
  const o = obj(s, id);
  const put = Math.min(amount, Math.max(0, health(s, id) - o.damage));
  o.damage += put;
  return put;
}

/** Places `amount` damage on the character `id` (001 404.3), at most up to fatal (CR 7.4 405.3), with a log line. */
export function placeDamage(s: WowState, id: string, amount: number): void {
  const put = putDamage(s, id, amount);
  if (put > 0) s.log.push({ text: `${put} damage is placed on ${nameOf(s, id)}.` });
}

/** "Double the damage on [each of `ids`]": as much damage as each has is placed on it (001 404.3). */
export function doubleDamageOn(s: WowState, ids: readonly string[]): void {
  for (const id of ids) placeDamage(s, id, obj(s, id).damage);
}

/**
 * The allies of `seat` that can pay "put N damage on an ally in your party" (402.1; Soul Link): face-up allies it
 * controls that can take N without exceeding their health (CR 7.4 405.3: damage is never put beyond fatal, so a cost
 * that can't be put whole can't be paid).
 */
export function damageAllyPayCards(s: WowState, seat: Seat, n: number): string[] {
  return s.players[seat]!.allies.filter((id) => !obj(s, id).faceDown && obj(s, id).damage + n <= health(s, id));
}
