import { isSupported } from "../../games/riftbound/cards/registry.js";
import { defaultCardSource } from "../../games/riftbound/data/card-source.js";
import { answer } from "./answer.js";
import { CardSearch } from "./cards.js";
import { loadCorpus } from "./corpus.js";
import type { Lookup } from "./index.js";
import { RulesLookup } from "./rules.js";
import { segment } from "./segment.js";

/**
 * The process-wide lookup the bot uses, built lazily on first use and kept for the life of the process:
 * the rules corpus of `data/rules/` (~0.3 s) and, for cards, the committed card file
 * (`data/riftbound/cards.json` via `defaultCardSource()`, base printings only) with engine support from
 * `isSupported` (~0.4 s). `warmLookup()` also loads jieba's dictionary (~0.5 s) so the first Chinese query
 * does not pay it.
 */
let rules: RulesLookup | undefined;
let lookup: Lookup | undefined;
let warm = false;

/** The shared rules index (corpus only, no cards): loaded on first call. */
export function sharedRules(): RulesLookup {
  rules ??= new RulesLookup(loadCorpus());
  return rules;
}

/** The shared lookup (rules and Riftbound cards with engine support): loaded on first call. */
export function sharedLookup(): Lookup {
  if (!lookup) {
    const r = sharedRules();
    const printings = defaultCardSource()
      .all()
      .filter((c) => c.code === c.baseCode);
    const cards = new CardSearch(printings, { rules: r, supported: (c) => isSupported(c.code) });
    lookup = { rules: r, cards, ask: (query, game) => answer(query, { rules: r, cards, ...(game ? { game } : {}) }) };
  }
  return lookup;
}

/**
 * Loads everything {@link sharedLookup} needs and primes the Chinese segmenter (jieba dictionary plus the
 * corpus' keyword names). Synchronous and idempotent; ~1 s the first time, nothing afterwards. Commands defer
 * their reply before calling it on a cold process; the bot may also call it at start-up.
 */
export function warmLookup(): Lookup {
  const l = sharedLookup();
  if (!warm) {
    l.rules.primeSegmenter();
    segment("肉盾单位的护盾");
    warm = true;
  }
  return l;
}

/** Whether {@link warmLookup} has run (a command can then answer without deferring). */
export function isLookupWarm(): boolean {
  return warm;
}
