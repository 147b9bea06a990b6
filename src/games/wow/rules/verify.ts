/**
 * Invariants of a WoW state (tests and soaks call them): every object is listed exactly once in the zone list of
 * its controller matching its zone (the hero and the chain aside), no negative damage, a face-down card is only a
 * resource or on the chain or in a hidden zone.
 */
import type { WowState } from "./state.js";

/** Broken invariants in words; empty when sound. */
export function verify(s: WowState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  s.players.forEach((p) => {
    for (const list of [p.deck, p.hand, p.graveyard, p.rfg, p.resources, p.allies, p.equipment, [p.hero]])
      for (const id of list) seen.set(id, (seen.get(id) ?? 0) + 1);
  });
  for (const l of s.chain)
    if (l.kind === "card" || l.kind === "resource") seen.set(l.card, (seen.get(l.card) ?? 0) + 1);
  for (const o of s.objects) {
    const n = seen.get(o.id) ?? 0;
    // CR 7.4 404.2c: a token that ceased to exist is in no zone.
    if (o.zone === "gone") {
      if (n !== 0) problems.push(`${o.id} ceased to exist but is listed ${n} times`);
      continue;
    }
    if (n !== 1) problems.push(`${o.id} is listed ${n} times (zone ${o.zone})`);
    if (o.damage < 0) problems.push(`${o.id} has negative damage`);
    // CR 7.4 400.5: an attachment is in play, attached to a card in play.
    if (o.attachedTo !== undefined) {
      const host = s.objects[Number(o.attachedTo.slice(1))];
      if (o.zone !== "hero" || !host || (host.zone !== "ally" && host.zone !== "hero"))
        problems.push(`${o.id} is attached to ${o.attachedTo} outside play`);
    }
    if (o.faceDown && !["resource", "chain", "deck", "hand"].includes(o.zone))
      problems.push(`${o.id} is face down in ${o.zone}`);
  }
  return problems;
}
