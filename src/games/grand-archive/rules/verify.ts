/**
 * Invariants of a state, in words (empty when sound): every card in exactly one place, zone fields agreeing with
 * the lists, a champion on the field for a running game, damage and counters never negative.
 */
import type { GaState } from "./state.js";

const LISTS = ["mainDeck", "materialDeck", "hand", "memory", "graveyard", "banishment", "field"] as const;

/** Broken invariants of `s` in plain words. */
export function verify(s: GaState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  s.players.forEach((p, seat) => {
    for (const z of LISTS)
      for (const id of p[z]) {
        if (seen.has(id)) out.push(`${id} is in ${seen.get(id)} and P${seat + 1} ${z}`);
        seen.set(id, `P${seat + 1} ${z}`);
        const c = s.cards[Number(id.slice(1))];
        if (!c || c.zone !== z) out.push(`${id} listed in ${z} but its zone is ${c?.zone}`);
      }
    if (!s.over && p.champion && !p.field.includes(p.champion)) out.push(`P${seat + 1}'s champion is not on the field`);
  });
  for (const c of s.cards) {
    if ((LISTS as readonly string[]).includes(c.zone) && !seen.has(c.id)) out.push(`${c.id} (${c.zone}) is in no list`);
    if (c.damage < 0 || c.buff < 0) out.push(`${c.id} has negative damage or counters`);
    if (c.token && c.zone !== "field" && c.zone !== "gone") out.push(`token ${c.id} is in ${c.zone} (CR Tokens 3)`);
    if (
      c.zone === "stack" &&
      !s.stack.some((e) => e.kind !== "ability" && e.source === c.id) &&
      !s.tasks.some((t) => t.entry.source === c.id)
    )
      out.push(`${c.id} is on the stack without a layer`);
  }
  return out;
}
