import type { CardSource } from "../data/card-source.js";
import type { CardRecord } from "../data/schema.js";
import { type DeckTextKey, type DeckTextParams, deckDetail, deckText, detailParams, nameList } from "./problem-text.js";
import type { CardRef, DeckEntry } from "./types.js";

export type { CardRef, DeckEntry } from "./types.js";

/**
 * Deck resolution: a parsed deck list (names and/or codes, as the deck-format parsers produce it) plus a
 * {@link CardSource} become a {@link ResolvedDeck} of rules card codes. Resolution never judges legality
 * (that is `validate.ts`, rule 103); it reports what it could not read or recognise.
 */

/**
 * What resolution needs from a parsed deck: structurally the deck parsers' `ParsedDeck` (`./types.ts`).
 * `champion` is one copy of the chosen champion, not counted in `main`. `unsectioned` holds lists without
 * sections (Piltover codes put legend, battlefields, runes and main deck in one array): those entries are
 * partitioned by card type.
 */
export interface ResolvableDeck {
  legend?: CardRef;
  champion?: CardRef;
  main: readonly DeckEntry[];
  battlefields: readonly DeckEntry[];
  runes: readonly DeckEntry[];
  sideboard: readonly DeckEntry[];
  unsectioned?: readonly DeckEntry[];
  /** Lines the parser could not read; carried over as problems (with their text key when they have one). */
  problems?: readonly { line?: number; message: string; key?: string; params?: DeckTextParams }[];
}

/** Whether a problem stops the deck from being played. */
export type DeckProblemSeverity = "error" | "warning";

/** Machine-readable problem kinds (for tests, JSON output and UI hints). */
export type DeckProblemCode =
  | "deck-input"
  | "unknown-card"
  | "bad-count"
  | "legend-missing"
  | "legend-extra"
  | "legend-type"
  | "champion-missing"
  | "champion-invalid"
  | "main-size"
  | "main-type"
  | "token"
  | "too-many-copies"
  | "unique-copies"
  | "domain-identity"
  | "signature-count"
  | "signature-tag"
  | "rune-count"
  | "rune-type"
  | "rune-domain"
  | "battlefield-type"
  | "battlefield-domain"
  | "battlefield-duplicate"
  | "battlefield-count"
  | "unsupported-card"
  | "unreleased"
  | "set-not-legal"
  | "banned"
  | "format-alternative";

/**
 * One deck problem: a typed value (`code`, text `key` and `params`, decks/problem-text.ts) and its English
 * `message`, rendered from that catalogue. `rule` is the Riftbound rule number (`103.2.b`), `101` for lists that do
 * not name real cards, or `policy` for Duelhall's own limits (unsupported cards). `message` starts with the
 * rule and names the cards involved; the bot renders `key`/`params` in the reader's language (issue 15).
 */
export interface DeckProblem {
  rule: string;
  code: DeckProblemCode;
  message: string;
  severity: DeckProblemSeverity;
  /** The text of the problem in DECK_TEXT (decks/problem-text.ts). */
  key: DeckTextKey;
  /** The values its text shows. */
  params: DeckTextParams;
  /** Source line, when the parser reported one. */
  line?: number;
}

/** Deck section names, for messages and the unresolved list. */
export type DeckSection = "legend" | "champion" | "main" | "battlefields" | "runes" | "sideboard" | "unsectioned";

/**
 * A deck as rules card codes (base printings: variants resolve to the base card). `main` is the whole main
 * deck including the chosen champion (rule 103.2: at least 40), one code per copy; so are the other lists.
 */
export interface ResolvedDeck {
  legend: string | null;
  /** The chosen champion (rule 103.2.a); also counted once in `main`. */
  champion: string | null;
  /** True when the list did not name a chosen champion and one was picked from the main deck. */
  championInferred: boolean;
  main: string[];
  battlefields: string[];
  runes: string[];
  sideboard: string[];
  /** Entries that named no known card (already reported as problems); counted in size messages. */
  unresolved: { section: DeckSection; ref: CardRef; count: number }[];
}

/** Result of {@link resolveDeck}: the deck and the problems met while resolving it. */
export interface ResolveResult {
  deck: ResolvedDeck;
  problems: DeckProblem[];
}

/**
 * A deck problem from its text: `rule`, `code`, `key` and `params` (the English `message` is rendered from
 * decks/problem-text.ts; `{rule}` is filled from `rule`). Default severity: error.
 */
export function deckProblem(
  rule: string,
  code: DeckProblemCode,
  key: DeckTextKey,
  params: DeckTextParams,
  severity: DeckProblemSeverity = "error",
): DeckProblem {
  const all = { rule, ...params };
  return { rule, code, severity, key, params: all, message: deckText("en", key, all) };
}

/** `Name (CODE)` / `Name` / `CODE`, for messages. */
export function describeRef(ref: CardRef): string {
  if (ref.name && ref.code) return `${ref.name} (${ref.code})`;
  return ref.name ?? ref.code ?? "(empty card reference)";
}

/** `Name (CODE)` for a known card. */
export function describeCard(card: CardRecord): string {
  return `${card.name} (${card.code})`;
}

/**
 * Look a reference up: by code first (variants -> base card), then by name (oldest printing of that name).
 * Returns the card, or a problem (English message, text key and params) with "did you mean" suggestions.
 */
export function resolveRef(
  ref: CardRef,
  source: CardSource,
): { ok: true; card: CardRecord } | ({ ok: false } & ReturnType<typeof deckDetail>) {
  if (ref.code) {
    const card = source.byCode(ref.code);
    if (card) return { ok: true, card };
  }
  if (ref.name) {
    const [card] = source.byName(ref.name);
    if (card) return { ok: true, card };
    const suggestions = source.suggest(ref.name, 3);
    if (suggestions.length === 0) return { ok: false, ...deckDetail("detail.unknown-name", { name: ref.name }) };
    const params = { name: ref.name, names: nameList(suggestions) };
    return { ok: false, ...deckDetail("detail.unknown-name.suggest", params) };
  }
  return { ok: false, ...deckDetail("detail.unknown-code", { card: describeRef(ref) }) };
}

/**
 * Resolve a parsed deck against a card source.
 *
 * - Sectioned lists keep their sections; the named chosen champion (one copy, the text format's Champion
 *   section or the one copy a Piltover code's parser took out) is added to `main`.
 * - `unsectioned` entries are partitioned by type: Legend, Battlefield, Rune to their sections, everything
 *   else to `main`.
 * - With no champion named, the first Champion unit in `main` whose champion tag matches the legend's is the
 *   chosen champion (rule 103.2.a.2).
 * - More than one legend keeps the first and reports rule 103.1.
 */
export function resolveDeck(parsed: ResolvableDeck, source: CardSource): ResolveResult {
  const problems: DeckProblem[] = [];
  const deck: ResolvedDeck = {
    legend: null,
    champion: null,
    championInferred: false,
    main: [],
    battlefields: [],
    runes: [],
    sideboard: [],
    unresolved: [],
  };

  for (const p of parsed.problems ?? []) {
    const params: DeckTextParams = p.line !== undefined ? { line: p.line, ...detailParams(p) } : detailParams(p);
    problems.push({
      ...deckProblem("101", "deck-input", p.line !== undefined ? "deck-input.line" : "deck-input", params),
      ...(p.line !== undefined ? { line: p.line } : {}),
    });
  }

  const lookup = (ref: CardRef, count: number, section: DeckSection, line?: number): CardRecord | undefined => {
    const r = resolveRef(ref, source);
    if (r.ok) return r.card;
    deck.unresolved.push({ section, ref, count });
    const key = line !== undefined ? "unknown-card.line" : "unknown-card";
    problems.push({
      ...deckProblem(
        "101",
        "unknown-card",
        key,
        line !== undefined ? { section, ...detailParams(r), line } : { section, ...detailParams(r) },
      ),
      ...(line !== undefined ? { line } : {}),
    });
    return undefined;
  };
  const copies = (entry: DeckEntry, section: DeckSection): CardRecord[] => {
    if (!Number.isInteger(entry.count) || entry.count < 1) {
      const params = { section, card: describeRef(entry.ref), count: entry.count };
      problems.push(deckProblem("101", "bad-count", "bad-count", params));
      return [];
    }
    const card = lookup(entry.ref, entry.count, section, entry.line);
    return card ? Array.from({ length: entry.count }, () => card) : [];
  };

  const legends: CardRecord[] = [];
  if (parsed.legend) {
    const card = lookup(parsed.legend, 1, "legend");
    if (card) legends.push(card);
  }
  const main: CardRecord[] = [];
  for (const e of parsed.main) main.push(...copies(e, "main"));
  const battlefields: CardRecord[] = [];
  for (const e of parsed.battlefields) battlefields.push(...copies(e, "battlefields"));
  const runes: CardRecord[] = [];
  for (const e of parsed.runes) runes.push(...copies(e, "runes"));
  const sideboard: CardRecord[] = [];
  for (const e of parsed.sideboard) sideboard.push(...copies(e, "sideboard"));

  const unsectionedMain: CardRecord[] = [];
  for (const e of parsed.unsectioned ?? []) {
    for (const card of copies(e, "unsectioned")) {
      if (card.type === "Legend") legends.push(card);
      else if (card.type === "Battlefield") battlefields.push(card);
      else if (card.type === "Rune") runes.push(card);
      else unsectionedMain.push(card);
    }
  }

  const legend = legends[0];
  deck.legend = legend?.code ?? null;
  if (legends.length > 1) {
    const params = { n: legends.length, cards: legends.map(describeCard).join(", ") };
    problems.push(deckProblem("103.1", "legend-extra", "legend-extra", params));
  }

  let champion: CardRecord | undefined;
  if (parsed.champion) {
    champion = lookup(parsed.champion, 1, "champion");
    if (champion) main.unshift(champion);
  }
  main.push(...unsectionedMain);
  if (!champion && !parsed.champion && legend?.championTag) {
    champion = main.find(
      (c) => c.type === "Unit" && c.supertype === "Champion" && c.championTag === legend.championTag,
    );
    deck.championInferred = champion !== undefined;
  }
  deck.champion = champion?.code ?? null;
  if (champion) {
    // Put the chosen champion first so displays show it at the top of the main deck.
    const at = main.indexOf(champion);
    if (at > 0) main.unshift(...main.splice(at, 1));
  }

  deck.main = main.map((c) => c.code);
  deck.battlefields = battlefields.map((c) => c.code);
  deck.runes = runes.map((c) => c.code);
  deck.sideboard = sideboard.map((c) => c.code);
  return { deck, problems };
}
