/**
 * Removing damage (001 404: damage counters taken off by a modifier, not healed: no healing packet, 406, so nothing
 * replaces it and no "heals" trigger fires). Plagueborn Meatwall: "remove all damage from [this], and he deals that
 * much [type] damage to each attacking ally" (one packet per character, 404.4; none under 1, 407.2a).
 */
import { inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";

/** Removes up to `n` damage from `id` if it is a character in play (001 404; no packet); returns how much was removed. */
export function removeDamage(s: WowState, id: string, n: number): number {
  const o = obj(s, id);
  const m = Math.min(n, o.damage);
  if (!inPlay(o) || !isCharacter(s, id) || m < 1) return 0;
  o.damage -= m;
  s.log.push({ text: `${m} damage is removed from ${nameOf(s, id)}.` });
  return m;
}

/** Removes all damage from `id` if it is a character in play; returns how much was removed. */
export function removeAllDamage(s: WowState, id: string): number {
  const o = obj(s, id);
  if (!inPlay(o) || !isCharacter(s, id) || o.damage < 1) return 0;
  const n = o.damage;
  o.damage = 0;
  s.log.push({ text: `${n} damage is removed from ${nameOf(s, id)}.` });
  return n;
}

/**
 * "Remove all damage from [card], and it deals that much damage to [each of `to`]": `packet` builds the link's packet
 * of an amount to a character (the card is its source).
 */
export function removeOwnDamageDealThatMuch(
  s: WowState,
  card: string,
  to: readonly string[],
  packet: (to: string, amount: number) => Packet,
): void {
  const n = removeAllDamage(s, card);
  if (n < 1) return;
  for (const id of to) if (isCharacter(s, id)) s.packets.push(packet(id, n));
}
