/**
 * Quick ruling and card lookups (Chinese and English) over the generated corpus in `data/rules/`.
 * `createLookup()` loads and indexes everything once; `answer()` resolves a free-form question;
 * `renderAnswer()` turns the answer into Discord embed data.
 */
import { type Answer, answer } from "./answer.js";
import { type CardLike, CardSearch } from "./cards.js";
import { DEFAULT_RULES_DIR, loadCorpus } from "./corpus.js";
import { type GameFilter, type Lang, RulesLookup } from "./rules.js";

export { answer, subjectOf, type Answer, type AnswerDeps } from "./answer.js";
export { CardSearch, type CardKeyword, type CardLike, type CardResult, type CardSearchOptions } from "./cards.js";
export { DEFAULT_RULES_DIR, loadCorpus, type Corpus } from "./corpus.js";
export { type RuleCitation, ruleCitation } from "./citation.js";
export {
  CHOICE_LIMITS,
  type Choice,
  cardChoices,
  cardReply,
  compareNumbers,
  GAME_CHOICES,
  keywordChoices,
  keywordReply,
  ruleChoices,
  ruleReply,
} from "./replies.js";
export { isLookupWarm, sharedLookup, sharedRules, sharedRulesLookup, warmLookup } from "./shared.js";
export {
  cardEmbed,
  cardText,
  EMBED_LIMITS,
  embedSize,
  embedsToText,
  packBlocks,
  renderAnswer,
  ruleBlock,
  type EmbedData,
} from "./render.js";
export { type V14Number, seedMap, seedToV14 } from "./seed-map.js";
export { langOf } from "./replies.js";
export {
  type GameFilter,
  isUnder,
  type Lang,
  type KeywordResult,
  looksLikeRuleNumber,
  normalizeNumber,
  type RuleHit,
  RulesLookup,
  type SearchResult,
} from "./rules.js";

/** A ready lookup service: rules index, optional card search, and `ask(query)`. */
export interface Lookup {
  rules: RulesLookup;
  cards?: CardSearch;
  /** `lang`: `zh` (default, the seed texts) or `en` (Core Rules v1.4 for Riftbound). */
  ask(query: string, game?: GameFilter, lang?: Lang): Answer;
}

/**
 * Loads `data/rules/*.json` (zod-checked) and builds the indexes (~0.2 s). `cards` is any card list of
 * the {@link CardLike} shape; `supported` fills `CardResult.supported`.
 */
export function createLookup(
  opts: { rulesDir?: string; cards?: readonly CardLike[]; supported?: (card: CardLike) => boolean } = {},
): Lookup {
  const rules = new RulesLookup(loadCorpus(opts.rulesDir ?? DEFAULT_RULES_DIR));
  const cards = opts.cards
    ? new CardSearch(opts.cards, opts.supported ? { rules, supported: opts.supported } : { rules })
    : undefined;
  return {
    rules,
    ...(cards ? { cards } : {}),
    ask: (query, game, lang) =>
      answer(query, { rules, ...(cards ? { cards } : {}), ...(game ? { game } : {}), ...(lang ? { lang } : {}) }),
  };
}
