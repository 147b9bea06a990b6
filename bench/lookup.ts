/**
 * Lookup benchmark: one full-text rule search (`RulesLookup.search`, jieba segmentation for Chinese, fuzzy Latin
 * words) and one whole `ask` (what the bot's lookup command answers from), over a fixed mix of English, Chinese and
 * misspelt queries; and `ask` of the lookup the bot's /lookup commands use (`warmLookup`: rules plus the card list).
 * Build times are reported once; untimed warm-up passes run before the timed ones.
 */
import { createLookup, warmLookup } from "../src/services/lookup/index.js";
import { percentile, round, type SectionResult, timed, timeRow, valueRow } from "./stats.js";

/** The query mix: keywords, phrases, Chinese terms, a typo and a rule number. */
export const LOOKUP_QUERIES = [
  "deflect",
  "showdown",
  "hidden",
  "burn out",
  "tank",
  "accelerate",
  "conquer",
  "hold",
  "recycle rune",
  "legion",
  "assault",
  "deflekt",
  "伤害",
  "法术对决",
  "征服",
  "回收",
  "priority and focus",
  "106.2",
] as const;

/** Sizes of {@link benchLookup}. */
export interface LookupSizes {
  /** Timed passes over the query mix (each query once per pass). */
  passes: number;
  /** Untimed passes first (JIT, the jieba dictionary on the first Chinese query). */
  warmup: number;
}

/** Full and quick sizes. */
export const LOOKUP_SIZES: Record<"full" | "quick", LookupSizes> = {
  full: { passes: 60, warmup: 5 },
  quick: { passes: 3, warmup: 1 },
};

/** Runs the lookup benchmark. */
export async function benchLookup(sizes: LookupSizes): Promise<SectionResult> {
  const t0 = performance.now();
  const [buildMs, lookup] = await timed(() => createLookup());
  const [sharedMs, shared] = await timed(() => warmLookup({ chinese: true }));
  for (let p = 0; p < sizes.warmup; p++)
    for (const q of LOOKUP_QUERIES) {
      lookup.rules.search(q);
      lookup.ask(q);
      shared.ask(q);
    }
  const search: number[] = [];
  const ask: number[] = [];
  const askCards: number[] = [];
  for (let p = 0; p < sizes.passes; p++) {
    for (const q of LOOKUP_QUERIES) {
      const s0 = performance.now();
      lookup.rules.search(q);
      const s1 = performance.now();
      lookup.ask(q);
      const s2 = performance.now();
      shared.ask(q);
      askCards.push(performance.now() - s2);
      ask.push(s2 - s1);
      search.push(s1 - s0);
    }
  }
  const p = (xs: number[], q: number) => round(percentile(xs, q));
  return {
    summary: {
      searchMsP50: p(search, 0.5),
      searchMsP99: p(search, 0.99),
      askMsP50: p(ask, 0.5),
      askMsP99: p(ask, 0.99),
      askWithCardsMsP50: p(askCards, 0.5),
      askWithCardsMsP99: p(askCards, 0.99),
      buildMs: round(buildMs),
      sharedBuildMs: round(sharedMs),
    },
    tables: [
      {
        name: "lookup",
        rows: [
          timeRow(
            "rule search (RulesLookup.search)",
            search,
            `${LOOKUP_QUERIES.length} queries (en, zh, typo, number)`,
          ),
          timeRow("ask (whole answer, rules only)", ask, "same queries; createLookup(), no card list"),
          timeRow("ask (rules + cards, as /lookup)", askCards, "same queries; warmLookup({ chinese: true })"),
          valueRow("load + index the rules corpus", "ms", buildMs, 1, "createLookup(), once per process"),
          valueRow("load rules + cards + jieba", "ms", sharedMs, 1, "warmLookup({ chinese: true }), once per process"),
        ],
        wallMs: performance.now() - t0,
      },
    ],
    notes: [`${sizes.warmup} untimed warm-up pass(es) over the queries first`],
  };
}
