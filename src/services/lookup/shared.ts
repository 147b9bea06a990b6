import { lookupCatalogue } from "../../games/index.js";
import { answer } from "./answer.js";
import { CardSearch } from "./cards.js";
import { loadCorpus } from "./corpus.js";
import type { Lookup } from "./index.js";
import { RulesLookup } from "./rules.js";
import { hasCjk, isSegmenterLoaded, segment } from "./segment.js";

/**
 * The process-wide lookup the bot uses, built lazily on first use and kept for the life of the process:
 * the rules corpus of `data/rules/` (~0.3 s) and, for cards, the committed card file
 * (the installed game's card list, src/games/index.ts `lookupCatalogue`: for Riftbound `data/riftbound/cards.json`,
 * base printings only) with engine support (~0.4 s). The Chinese segmenter (jieba, ~0.5 s and ~70 MB that WebAssembly never returns) is
 * loaded by the first Chinese query, or by `warmLookup({ chinese: true })`.
 */
let rules: RulesLookup | undefined;
let rulesOnly: Lookup | undefined;
let lookup: Lookup | undefined;
let warm = false;

/** The shared rules index (corpus only, no cards): loaded on first call. */
export function sharedRules(): RulesLookup {
  rules ??= new RulesLookup(loadCorpus());
  return rules;
}

/**
 * A rules-only lookup (no card list) over the shared rules index: what the game handlers use to quote a rule.
 * Sharing the index keeps one copy of the corpus and its minisearch/Fuse indexes per process, not one for the
 * handlers and another for `/lookup` (docs/performance.md, Memory).
 */
export function sharedRulesLookup(): Lookup {
  if (!rulesOnly) {
    const r = sharedRules();
    rulesOnly = {
      rules: r,
      ask: (query, game, lang) => answer(query, { rules: r, ...(game ? { game } : {}), ...(lang ? { lang } : {}) }),
    };
  }
  return rulesOnly;
}

/** The shared lookup (rules and Riftbound cards with engine support): loaded on first call. */
export function sharedLookup(): Lookup {
  if (!lookup) {
    const r = sharedRules();
    // The installed games' card list (Riftbound's committed file); none installed: an empty card search.
    const catalogue = lookupCatalogue();
    const cards = new CardSearch(catalogue?.printings ?? [], {
      rules: r,
      supported: (c) => catalogue?.supported(c.code) ?? false,
    });
    lookup = {
      rules: r,
      cards,
      ask: (query, game, lang) =>
        answer(query, { rules: r, cards, ...(game ? { game } : {}), ...(lang ? { lang } : {}) }),
    };
  }
  return lookup;
}

/**
 * Loads everything {@link sharedLookup} needs (~0.7 s the first time, nothing afterwards) and, with `chinese`,
 * the Chinese segmenter too (jieba's dictionary plus the corpus' keyword names, ~0.5 s more). Synchronous and
 * idempotent. Commands defer their reply before calling it on a cold process (see {@link isLookupWarm}).
 */
export function warmLookup(opts: { chinese?: boolean } = {}): Lookup {
  const l = sharedLookup();
  l.rules.buildIndexes();
  warm = true;
  if (opts.chinese && !isSegmenterLoaded()) {
    l.rules.primeSegmenter();
    segment("肉盾单位的护盾");
  }
  return l;
}

/**
 * Whether a lookup of `text` can be answered without deferring: {@link warmLookup} has run and, when `text`
 * contains Chinese, jieba is loaded already.
 */
export function isLookupWarm(text = ""): boolean {
  return warm && (!hasCjk(text) || isSegmenterLoaded());
}
