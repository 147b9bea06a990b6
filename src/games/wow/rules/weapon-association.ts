/**
 * Packets dealt with a weapon (CR 7.4 408.3d): a combat packet dealt by a wielder is dealt with every weapon that
 * wielder struck with this combat, whatever its size; the wielder still deals one packet, so "when your hero deals
 * combat damage with [this weapon]" triggers once per packet (WOW-EX-19: Thrash Blade).
 */
import type { Packet, WowState } from "./state.js";
import { obj } from "./state.js";
import { trigger } from "./triggers.js";

/** The weapons `p` is dealt with: a combat packet from a hero, and the weapons its controller struck with. */
export function packetWeapons(s: WowState, p: Packet): string[] {
  if (!p.combat || !s.combat) return [];
  const seat = obj(s, p.source).controller;
  if (s.players[seat]!.hero !== p.source) return [];
  return s.combat.struck.filter((w) => obj(s, w).controller === seat);
}

/**
 * "When your hero deals combat damage with [this] for the first time on each of your turns" (Thrash Blade): the
 * weapons of `weapons` that dealt no earlier packet this turn, on their controller's turn. Call before recording the
 * packet in `s.dealt`.
 */
export function triggerFirstDealtWith(s: WowState, weapons: readonly string[]): void {
  for (const w of weapons) {
    const seat = obj(s, w).controller;
    if (s.active !== seat || s.dealt.some((d) => d.weapons?.includes(w))) continue;
    trigger(s, seat, "hero-deals-combat-damage-with-this-first-time-your-turn", [w]);
  }
}
