import type { CardResult, CardSearch } from "./cards.js";
import { type GameFilter, type KeywordResult, looksLikeRuleNumber, type RuleHit, type RulesLookup } from "./rules.js";

/**
 * What `/rule`-style questions resolve to. `kind`:
 * - `rule`: a rule number (`559.3.c`, `626`) with its sub-rules, official text first;
 * - `keyword`: a keyword's section (`Tank`, `肉盾`), plus other matching rules in `related`;
 * - `card`: cards by (fuzzy) name or code, plus rules mentioning the card in `related`;
 * - `search`: full-text hits;
 * - `none`: nothing found; `suggestions` says what to try.
 */
export type Answer =
  | { kind: "rule"; query: string; number: string; hits: RuleHit[] }
  | { kind: "keyword"; query: string; keyword: KeywordResult; related: RuleHit[] }
  | { kind: "card"; query: string; cards: CardResult[]; related: RuleHit[] }
  | { kind: "search"; query: string; hits: RuleHit[]; corrected: boolean; suggestions: string[] }
  | { kind: "none"; query: string; suggestions: string[] };

/** The dependencies of {@link answer}: the rules index and, optionally, a card search. */
export interface AnswerDeps {
  rules: RulesLookup;
  cards?: CardSearch;
  game?: GameFilter;
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
  const subject = subjectOf(query);
  const num = subject.split(/\s+/).find((w) => looksLikeRuleNumber(w));
  if (num) {
    const hits = deps.rules.byNumber(num, game);
    if (hits.length > 0) return { kind: "rule", query, number: hits[0]!.rule.number, hits };
  }
  const keyword = deps.rules.keyword(subject, game);
  if (keyword) {
    const shown = new Set(keyword.hits.map((h) => `${h.document.id}|${h.rule.number}`));
    const related = deps.rules
      .search(subject, { game, limit: 8 })
      .hits.filter((h) => !shown.has(`${h.document.id}|${h.rule.number}`));
    return { kind: "keyword", query, keyword, related: related.slice(0, 5) };
  }
  const cards = deps.cards?.search(subject) ?? [];
  if (cards.length > 0 && cards[0]!.score <= 0.25) {
    const related = deps.rules.search(cards[0]!.name, { game, limit: 3 });
    return { kind: "card", query, cards: cards.slice(0, 3), related: related.corrected ? [] : related.hits };
  }
  const found = deps.rules.search(subject, { game });
  if (found.hits.length > 0)
    return { kind: "search", query, hits: found.hits, corrected: found.corrected, suggestions: found.suggestions };
  const suggestions = [...found.suggestions, ...(deps.cards?.suggest(subject, 3) ?? [])];
  if (cards.length > 0) suggestions.push(...cards.map((c) => c.name));
  return { kind: "none", query, suggestions: [...new Set(suggestions)].slice(0, 8) };
}
