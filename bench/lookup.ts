/**
 * Lookup benchmark: one full-text rule search (`RulesLookup.search`, jieba segmentation for Chinese, fuzzy Latin
 * words) and one whole `ask` (what the bot's lookup command answers from), over a fixed mix of English, Chinese and
 * misspelt queries. Index build time is reported once.
 */
import { createLookup } from "../src/services/lookup/index.js";
import { type BenchSection, timed, timeRow, valueRow } from "./stats.js";

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
  /** Passes over the query mix (each query once per pass). */
  passes: number;
}

/** Runs the lookup benchmark. */
export async function benchLookup(sizes: LookupSizes): Promise<BenchSection> {
  const t0 = performance.now();
  const [buildMs, lookup] = await timed(() => createLookup());
  // Warm-up: the first Chinese query loads the jieba dictionary.
  for (const q of LOOKUP_QUERIES) lookup.rules.search(q);
  const search: number[] = [];
  const ask: number[] = [];
  for (let p = 0; p < sizes.passes; p++) {
    for (const q of LOOKUP_QUERIES) {
      const s0 = performance.now();
      lookup.rules.search(q);
      const s1 = performance.now();
      lookup.ask(q);
      ask.push(performance.now() - s1);
      search.push(s1 - s0);
    }
  }
  return {
    name: "lookup",
    rows: [
      timeRow("rule search (RulesLookup.search)", search, `${LOOKUP_QUERIES.length} queries (en, zh, typo, number)`),
      timeRow("ask (whole answer, rules only)", ask, "same queries; no card list loaded"),
      valueRow("load + index the rules corpus", "ms", buildMs, 1, "once per process"),
    ],
    wallMs: performance.now() - t0,
  };
}
