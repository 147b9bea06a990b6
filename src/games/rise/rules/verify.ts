/**
 * Invariants of a Rise state (tests and soaks call them): every object is listed exactly once in the zone list of
 * its controller matching its zone (the commander, the chain and vanished substitutes aside), no negative damage,
 * a face-down card only as a resource or in a hidden zone, damage only on units (412.6e).
 */
import type { RiseState } from "./state.js";

/** Broken invariants in words; empty when sound. */
export function verify(s: RiseState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  s.players.forEach((p) => {
    for (const list of [p.deck, p.hand, p.salvage, p.vortex, p.resources, p.troops, p.gear, [p.commander]])
      for (const id of list) seen.set(id, (seen.get(id) ?? 0) + 1);
  });
  for (const l of s.chain)
    if (l.kind === "card" || l.kind === "resource") seen.set(l.card, (seen.get(l.card) ?? 0) + 1);
  for (const o of s.objects) {
    const n = seen.get(o.id) ?? 0;
    if (n !== (o.zone === "gone" ? 0 : 1)) problems.push(`${o.id} is listed ${n} times (zone ${o.zone})`);
    if (o.damage < 0) problems.push(`${o.id} has negative damage`);
    if (o.damage > 0 && o.zone !== "troop" && o.zone !== "commander") problems.push(`${o.id} has damage in ${o.zone}`);
    if (o.faceDown && !["resource", "chain", "deck", "hand"].includes(o.zone))
      problems.push(`${o.id} is face down in ${o.zone}`);
    if (o.substitute && !["troop", "gone"].includes(o.zone)) problems.push(`substitute ${o.id} in ${o.zone}`);
  }
  return problems;
}
