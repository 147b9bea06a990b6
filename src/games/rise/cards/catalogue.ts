/**
 * A match's card table (docs/rise.md "Card data"): the cards of a set a match uses, plus the substitutes those
 * cards make (002 413.2: a substitute's stated values are its printed information), keyed by code. Built once per
 * match by the host and carried read-only in the state.
 */
import type { CardSet, RiseCard } from "./schema.js";

/** The card-table code of a substitute a card makes. */
export const substituteCode = (cardId: string, name: string): string => `${cardId}~${name}`;

/** The substitutes a card's instructions make, as cards (413.2: unnamed → its tags are its name; cost 0). */
export function substitutesOf(c: RiseCard): RiseCard[] {
  const out: RiseCard[] = [];
  for (const a of c.abilities)
    if ("effects" in a)
      for (const e of a.effects)
        if (e.op === "substitute")
          out.push({
            id: substituteCode(c.id, e.make.name),
            name: e.make.name,
            type: "reinforcement",
            cost: 0,
            tags: [],
            atk: e.make.atk,
            health: e.make.health,
            damageType: e.make.damageType ?? "shooting",
            text: (e.make.keywords ?? []).join(", "),
            abilities: (e.make.keywords ?? []).map((keyword) => ({ kind: "keyword" as const, keyword })),
          });
  return out;
}

/** The card table for `codes` of `set` (unknown codes are left out: decks are validated first). */
export function cardTable(set: CardSet, codes: Iterable<string>): Record<string, RiseCard> {
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const out: Record<string, RiseCard> = {};
  for (const code of codes) {
    const c = byId.get(code);
    if (!c) continue;
    out[c.id] = c;
    for (const sub of substitutesOf(c)) out[sub.id] = sub;
  }
  return out;
}
