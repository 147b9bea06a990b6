/**
 * Grand Archive card coverage (`npm run cards -- coverage --game grand-archive`): per starter deck, the distinct
 * cards the engine runs and those refused (with reasons); and the share of the whole catalogue (642 cards with
 * stats; the stats file carries no set, so the catalogue is reported as one pool).
 */
import { CARD_SCRIPTS } from "./cards/index.js";
import { isSupported } from "./cards/registry.js";
import { parseDeckText } from "./decks.js";
import { allCards, cardByName, cardData } from "./rules/catalogue.js";

/** One deck's coverage. */
export interface DeckCoverage {
  readonly deck: string;
  readonly distinct: number;
  readonly implemented: number;
  readonly refused: readonly { name: string; reason: string }[];
}

/** Coverage of deck texts (file name → text) and of the catalogue. */
export function gaCoverage(decks: Readonly<Record<string, string>>): {
  decks: DeckCoverage[];
  catalogue: { total: number; written: number; implemented: number };
} {
  const out: DeckCoverage[] = [];
  for (const [name, text] of Object.entries(decks)) {
    const d = parseDeckText(text);
    if (!d.ok) continue;
    const ids = [...new Set([...d.deck.material, ...d.deck.main])];
    const refused = ids
      .map((id) => ({ id, why: isSupported(id) }))
      .filter((x) => x.why !== true)
      .map((x) => ({ name: cardData(x.id).name, reason: String(x.why) }));
    out.push({ deck: name, distinct: ids.length, implemented: ids.length - refused.length, refused });
  }
  const total = allCards().length;
  return {
    decks: out,
    catalogue: { total, written: CARD_SCRIPTS.length, implemented: CARD_SCRIPTS.filter((c) => !c.unsupported).length },
  };
}

/** One set's share: the distinct cards with stats printed in it, and how many of them the engine runs. */
export interface SetCoverage {
  /** The set code as printed in the edition slugs (upper case: "DOASD", "REC-SLM"), or "none" (see below). */
  readonly set: string;
  readonly withStats: number;
  readonly run: number;
}

/**
 * Coverage per set (issue 21 "each set's share"). The catalogue (stats file and effect texts) carries no set code,
 * so a card's sets are read from the decklists of `../shared/sources/grand-archive/decks/silvie-blog/`: each line's
 * edition slug is `<card slug>-<set code>` ("[EN-003 spirit-of-wind-alcsd; …]"). A card printed in several of
 * those products counts in each. Set "none" is every catalogue card with stats that no decklist prints (its set
 * is not in the sources). `lists`: decklist texts by file name.
 */
export function gaSetCoverage(lists: Readonly<Record<string, string>>): SetCoverage[] {
  const sets = new Map<string, Set<string>>();
  const listed = new Set<string>();
  for (const text of Object.values(lists))
    for (const line of text.split("\n")) {
      const m = /^\d+\s+([^\t[]+?)\s*\[EN-\S+\s+([a-z0-9-]+);/.exec(line);
      const d = m ? cardByName(m[1]!) : undefined;
      if (!m || !d?.slug || !m[2]!.startsWith(`${d.slug}-`)) continue;
      const code = m[2]!.slice(d.slug.length + 1).toUpperCase();
      if (!sets.has(code)) sets.set(code, new Set());
      sets.get(code)!.add(d.id);
      listed.add(d.id);
    }
  const share = (set: string, ids: Iterable<string>): SetCoverage => {
    const all = [...ids];
    return { set, withStats: all.length, run: all.filter((id) => isSupported(id) === true).length };
  };
  const out = [...sets.keys()].sort().map((k) => share(k, sets.get(k)!));
  out.push(
    share(
      "none",
      allCards()
        .filter((c) => !listed.has(c.id))
        .map((c) => c.id),
    ),
  );
  return out;
}
