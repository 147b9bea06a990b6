/**
 * WoW card coverage (`npm run cards -- coverage --game wow`): implemented / total printings per set of the first
 * block, and the distinct cards of the 14 remariano138 decklists.
 */
import { allPrintings, isSupported } from "./cards/registry.js";
import { fromRemarianoId } from "./decks.js";

/** Coverage of one set. */
export interface WowSetCoverage {
  readonly set: string;
  readonly total: number;
  readonly implemented: number;
  readonly missing: readonly { id: string; name: string; reason: string }[];
}

/** Implemented / total per set (HoA, TDP). */
export function wowCoverage(): WowSetCoverage[] {
  return ["HoA", "TDP"].map((set) => {
    const cards = allPrintings().filter((p) => p.id.startsWith(`${set}-`));
    const missing = cards.flatMap((p) => {
      const ok = isSupported(p.id);
      return ok === true ? [] : [{ id: p.id, name: p.name, reason: ok }];
    });
    return { set, total: cards.length, implemented: cards.length - missing.length, missing };
  });
}

/** Distinct cards (heroes included) of decklists in the remariano JSON shape: how many are implemented. */
export function decklistCoverage(
  lists: readonly { hero_card_def_id: string; card_entries: { card_def_id: string }[] }[],
): {
  distinct: number;
  implemented: number;
  decksPlayable: number;
} {
  const ids = new Set<string>();
  let playable = 0;
  for (const l of lists) {
    const mine = [l.hero_card_def_id, ...l.card_entries.map((e) => e.card_def_id)]
      .map(fromRemarianoId)
      .filter((x): x is string => !!x);
    for (const id of mine) ids.add(id);
    if (mine.length > 1 && mine.every((id) => isSupported(id) === true)) playable++;
  }
  return {
    distinct: ids.size,
    implemented: [...ids].filter((id) => isSupported(id) === true).length,
    decksPlayable: playable,
  };
}
