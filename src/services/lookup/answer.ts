import type { CardResult, CardSearch } from "./cards.js";
import {
  type GameFilter,
  type KeywordResult,
  type Lang,
  looksLikeRuleNumber,
  type RuleHit,
  type RulesLookup,
} from "./rules.js";
import { seedToV14 } from "./seed-map.js";

/**
 * What `/rule`-style questions resolve to. `kind`:
 * - `rule`: a rule number (`559.3.c`, `626`) with its sub-rules, official text first;
 * - `keyword`: a keyword's section (`Tank`, `肉盾`), plus other matching rules in `related`;
 * - `card`: cards by (fuzzy) name or code, plus rules mentioning the card in `related`;
 * - `search`: full-text hits;
 * - `none`: nothing found; `suggestions` says what to try.
 */
export type Answer =
  | { kind: "rule"; query: string; number: string; hits: RuleHit[]; note?: string }
  | { kind: "keyword"; query: string; keyword: KeywordResult; related: RuleHit[] }
  | { kind: "card"; query: string; cards: CardResult[]; related: RuleHit[] }
  | { kind: "search"; query: string; hits: RuleHit[]; corrected: boolean; suggestions: string[] }
  | { kind: "none"; query: string; suggestions: string[] };

/** The dependencies of {@link answer}: the rules index and, optionally, a card search. */
export interface AnswerDeps {
  rules: RulesLookup;
  cards?: CardSearch;
  game?: GameFilter;
  /** Answer language (default `zh`: the seed texts); `en` answers Riftbound from Core Rules v1.4. */
  lang?: Lang;
}

/** Strips question phrasing: `what does Void Seeker do` -> `Void Seeker`, `肉盾是什么` -> `肉盾`. */
export function subjectOf(query: string): string {
  return query
    .trim()
    .replace(/[?？!！。]+$/, "")
    .replace(/^(what|how)\s+(does|do|is|are)\s+/i, "")
    .replace(/^(what'?s|explain|rule|rules|card|keyword)\s+/i, "")
    .replace(/\s+(do|does|say|says|work|works|mean|means)$/i, "")
    .replace(/(是什么意思|是什么|什么意思|怎么用|如何运作|怎么算|规则)$/, "")
    .replace(/^(规则|关键词)\s*/, "")
    .trim();
}

/**
 * Answers a free-form lookup: a rule number anywhere in the query, else an exact keyword, else a card
 * whose name matches closely (Fuse score <= 0.25), else a full-text search. Never throws for user input.
 */
export function answer(query: string, deps: AnswerDeps): Answer {
  const game = deps.game ?? "riftbound";
  const lang = deps.lang ?? "zh";
  const subject = subjectOf(query);
  const num = subject.split(/\s+/).find((w) => looksLikeRuleNumber(w));
  if (num && lang === "en" && game === "riftbound") {
    const en = englishNumber(query, num, deps.rules);
    if (en) return en;
  } else if (num) {
    const hits = deps.rules.byNumber(num, game, lang);
    if (hits.length > 0) return { kind: "rule", query, number: hits[0]!.rule.number, hits };
  }
  const keyword = deps.rules.keyword(subject, game, lang);
  if (keyword) {
    const shown = new Set(keyword.hits.map((h) => `${h.document.id}|${h.rule.number}`));
    const related = deps.rules
      .search(subject, { game, limit: 8, lang })
      .hits.filter((h) => !shown.has(`${h.document.id}|${h.rule.number}`));
    return { kind: "keyword", query, keyword, related: related.slice(0, 5) };
  }
  const cards = deps.cards?.search(subject) ?? [];
  if (cards.length > 0 && cards[0]!.score <= 0.25) {
    const related = deps.rules.search(cards[0]!.name, { game, limit: 3, lang });
    return { kind: "card", query, cards: cards.slice(0, 3), related: related.corrected ? [] : related.hits };
  }
  const found = deps.rules.search(subject, { game, lang });
  if (found.hits.length > 0)
    return { kind: "search", query, hits: found.hits, corrected: found.corrected, suggestions: found.suggestions };
  const suggestions = [...found.suggestions, ...(deps.cards?.suggest(subject, 3) ?? [])];
  if (cards.length > 0) suggestions.push(...cards.map((c) => c.name));
  return { kind: "none", query, suggestions: [...new Set(suggestions)].slice(0, 8) };
}

/** `CR 1.4 626`, `1.4 626`, `v1.4 626`: a v1.4 number asked directly (not a seed number). */
const V14_PREFIX = /(?:^|\s)(?:cr\s*)?v?1\.4[\s:]/i;

/**
 * A rule number asked in English (docs/lookup.md "Seed numbers in English"): numbers are the seed's (Core Rules
 * 2025-06-02, what the engine cites), shown as the corresponding Core Rules v1.4 rule where one exists (`644` ->
 * CR 1.4 485), else the closest matched section; a number the seed lacks (`818`) or one asked as `CR 1.4 <n>` is
 * a v1.4 number. A seed rule with no v1.4 counterpart shows the seed text with a note. Null when nobody has it.
 */
function englishNumber(query: string, num: string, rules: RulesLookup): Answer | null {
  const direct = (n: string, note?: string): Answer | null => {
    const hits = rules.byNumber(n, "riftbound", "en");
    if (hits.length === 0) return null;
    return { kind: "rule", query, number: hits[0]!.rule.number, hits, ...(note ? { note } : {}) };
  };
  if (V14_PREFIX.test(query)) return direct(num);
  const seed = rules.byNumber(num, "riftbound", "zh");
  if (seed.length === 0) return direct(num);
  const asked = seed[0]!.rule.number;
  const to = seedToV14(asked);
  if (to) {
    const own = rules.byNumber(asked, "riftbound", "en").some((h) => h.rule.number === asked);
    const ask = own && asked !== to.number ? ` Ask \`CR 1.4 ${asked}\` for v1.4's own rule ${asked}.` : "";
    const note = to.exact
      ? `Seed rule ${asked} (Core Rules 2025-06-02) is CR 1.4 ${to.number}.${ask}`
      : `Seed rule ${asked} (Core Rules 2025-06-02) has no exact counterpart in Core Rules v1.4; this is the closest section, CR 1.4 ${to.number}.`;
    const shown = direct(to.number, note);
    if (shown) return shown;
  }
  return {
    kind: "rule",
    query,
    number: asked,
    hits: seed,
    note: `Seed rule ${asked} (Core Rules 2025-06-02) has no counterpart in Core Rules v1.4; the seed text follows (Chinese).`,
  };
}
