/**
 * Game texts the bot shows in the reader's language (issue 15; docs/bot.md "Languages"): deck problems and engine
 * refusals are typed values (a key or code plus parameters), rendered here through the installed games' catalogues
 * (`GamePresentation.deckProblemText` / `refusalText`). One path for every game: a problem or refusal without a text
 * in its game's catalogue shows its own (English) message.
 */
import type { GamePresentation } from "../engine/index.js";
import type { GameTable } from "../games/index.js";
import type { DeckIssue, MatchError } from "../services/matches/errors.js";
import { type LocaleTag, t, uiLang } from "./i18n.js";

/**
 * One deck problem in the language of `locale`: the text of the first installed game (`game` first when given)
 * that has one for its key, else its message.
 */
export function deckIssueText(games: GameTable, locale: LocaleTag, issue: DeckIssue, game?: string): string {
  if (issue.key === undefined) return issue.message;
  const order = [...(game && games?.[game] ? [games[game]] : []), ...Object.values(games ?? {})];
  for (const g of order) {
    const text = g.presentation.deckProblemText?.(issue.key, issue.params ?? {}, uiLang(locale));
    if (text !== undefined) return text;
  }
  return issue.message;
}

/** "• problem (rule x)" lines in the language of `locale`, for replies that list every problem of a deck. */
export function deckIssueLines(
  games: GameTable,
  locale: LocaleTag,
  problems: readonly DeckIssue[],
  game?: string,
): string {
  return problems
    .map(
      (p) => `• ${deckIssueText(games, locale, p, game)}${p.rule ? t(locale, "deck.ruleRef", { rule: p.rule }) : ""}`,
    )
    .join("\n");
}

/** The presentation of the installed game whose rules corpus is `rulesId` (refusals name their rules that way). */
function byRules(games: GameTable, rulesId: string | undefined): GamePresentation | undefined {
  if (rulesId === undefined) return undefined;
  return Object.values(games ?? {}).find((g) => g.presentation.rulesId === rulesId)?.presentation;
}

/**
 * A refusal's sentence in the language of `locale`: the game's text for its code (with its params) when the game
 * of `rulesId` has one in that language, else the error's own message (English).
 */
export function refusalSentence(games: GameTable, locale: LocaleTag, error: MatchError, rulesId?: string): string {
  const text = byRules(games, rulesId)?.refusalText?.(error.code, error.params ?? {}, uiLang(locale));
  return text ?? error.message;
}
