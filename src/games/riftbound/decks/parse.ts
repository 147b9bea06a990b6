/**
 * `parseDeckInput`: one entry point for everything a player pastes as a deck. Detects the format (Piltover Archive
 * code or deck-builder link, TCG Arena link or JSON export, Tabletop Simulator tokens, Pixelborn string, sectioned
 * text list) and returns a zod-checked `ParsedDeck`. Pure: no I/O. Decisions: docs/deck-formats.md.
 */
import { decodePiltoverCode, type PiltoverDeck } from "./piltover-code.js";
import { type DeckTextKey, type DeckTextParams, deckDetail } from "./problem-text.js";
import {
  decodePixelborn,
  looksLikeTtsTokens,
  parseTcgArenaJson,
  parseTcgArenaUrl,
  parseTextList,
  parseTtsTokens,
  type TextListResult,
} from "./text-list.js";
import {
  type DeckEntry,
  type DeckFormat,
  type DeckInputError,
  type DeckInputResult,
  type DeckProblem,
  type ParsedDeck,
  ParsedDeckSchema,
} from "./types.js";

export type { CardRef, DeckEntry, DeckInputError, DeckInputResult, DeckProblem, ParsedDeck } from "./types.js";
export { ParsedDeckSchema } from "./types.js";

/** Longest input accepted (characters); a Discord message is at most 4000, an attachment a little more. */
export const MAX_DECK_INPUT_CHARS = 100_000;

const PILTOVER_CODE = /^[A-Z2-7]{16,}=*$/;
const URL_TOKEN = /^(?:https?:\/\/|www\.)\S+$/i;

/** A typed failure; `detail` is its text (decks/problem-text.ts), `message` its English rendering. */
function failure(
  code: DeckInputError["code"],
  detail: { key?: string | undefined; params?: DeckTextParams | undefined; message: string },
  problems?: DeckProblem[],
): DeckInputResult {
  const error: DeckInputError = { code, message: detail.message };
  if (detail.key !== undefined) error.key = detail.key;
  if (detail.params !== undefined) error.params = detail.params;
  if (problems && problems.length > 0) error.problems = problems;
  return { ok: false, error };
}

function failText(code: DeckInputError["code"], key: DeckTextKey, params?: DeckTextParams, problems?: DeckProblem[]) {
  return failure(code, deckDetail(key, params), problems);
}

function done(deck: ParsedDeck): DeckInputResult {
  // Our own output: a mismatch is a bug, so it throws (conventions: broken invariants throw).
  return { ok: true, deck: ParsedDeckSchema.parse(deck) };
}

/**
 * A Piltover deck as a `ParsedDeck`. The code's main deck mixes legend, battlefields, runes and main cards, so it all
 * goes to `unsectioned` for the resolver to partition by card type. The chosen champion is a label on one of those
 * cards: one copy is moved out of `unsectioned` into `champion`, so `champion` means the same as for text lists.
 */
export function piltoverToParsedDeck(code: PiltoverDeck): ParsedDeck {
  const problems: DeckProblem[] = [];
  const unsectioned: DeckEntry[] = code.mainDeck.map((c) => ({ ref: { code: c.cardCode }, count: c.count }));
  const deck: ParsedDeck = {
    format: "piltover-code",
    main: [],
    battlefields: [],
    runes: [],
    sideboard: code.sideboard.map((c) => ({ ref: { code: c.cardCode }, count: c.count })),
    unsectioned,
    problems,
  };
  if (code.chosenChampion !== undefined) {
    deck.champion = { code: code.chosenChampion };
    const index = unsectioned.findIndex((e) => e.ref.code === code.chosenChampion);
    const entry = unsectioned[index];
    if (entry === undefined) {
      problems.push(deckDetail("detail.champion-absent", { code: code.chosenChampion }));
    } else if (entry.count > 1) {
      entry.count--;
    } else {
      unsectioned.splice(index, 1);
    }
  }
  if (code.additionalLegends && code.additionalLegends.length > 0) {
    deck.additionalLegends = code.additionalLegends.map((c) => ({ code: c }));
  }
  return deck;
}

/**
 * Sections of a text list (or TCG Arena JSON) as a `ParsedDeck`. One legend and one chosen champion are kept; a
 * second legend is reported; further champion copies (`Champion: 2 X`, or a second champion line) move to `main`.
 */
export function textListToParsedDeck(format: DeckFormat, list: TextListResult, title?: string): ParsedDeck {
  const { sections } = list;
  const problems = [...list.problems];
  const deck: ParsedDeck = {
    format,
    main: [...sections.main],
    battlefields: sections.battlefields,
    runes: sections.runes,
    sideboard: sections.sideboard,
    problems,
  };
  if (title) deck.title = title;
  const [legend, ...extraLegends] = sections.legend;
  if (legend) {
    deck.legend = legend.ref;
    if (legend.count > 1 || extraLegends.length > 0) {
      const at = legend.count > 1 ? legend : extraLegends[0]!;
      problems.push({ ...lineOf(at), ...deckDetail("detail.legend-one") });
    }
  }
  const [champion, ...extraChampions] = sections.champion;
  if (champion) {
    deck.champion = champion.ref;
    const extras: DeckEntry[] = [];
    if (champion.count > 1) extras.push({ ...champion, count: champion.count - 1 });
    extras.push(...extraChampions);
    deck.main.unshift(...extras);
  }
  if (sections.unsectioned.length > 0) deck.unsectioned = sections.unsectioned;
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return deck;
}

function lineOf(entry: DeckEntry): { line?: number } {
  return entry.line === undefined ? {} : { line: entry.line };
}

function fromPiltoverCode(code: string): DeckInputResult {
  const decoded = decodePiltoverCode(code);
  if (!decoded.ok) return failure("deck/bad-code", decoded.error);
  return done(piltoverToParsedDeck(decoded.value));
}

function fromTextList(format: DeckFormat, list: TextListResult, title?: string): DeckInputResult {
  if (list.cardLines === 0) {
    return failText("deck/unrecognized", "input.no-cards", {}, list.problems);
  }
  return done(textListToParsedDeck(format, list, title));
}

function isOneCase(text: string): boolean {
  return text === text.toUpperCase() || text === text.toLowerCase();
}

function fromUrl(text: string): DeckInputResult {
  let url: URL;
  try {
    url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
  } catch {
    return failText("deck/bad-url", "input.bad-url");
  }
  const host = url.hostname.toLowerCase();
  if (host === "tcg-arena.fr" || host.endsWith(".tcg-arena.fr") || url.searchParams.has("deck")) {
    const arena = parseTcgArenaUrl(url);
    if (!arena.ok) return failure("deck/bad-url", arena);
    return fromTextList("tcg-arena-url", parseTextList(arena.value.text), arena.value.title);
  }
  const code = url.searchParams.get("code") ?? url.searchParams.get("deckcode") ?? url.searchParams.get("deckCode");
  if (code) return fromPiltoverCode(code);
  return failText("deck/bad-url", "input.url-no-deck");
}

function fromTts(format: DeckFormat, tokens: string): DeckInputResult {
  const { entries, problems } = parseTtsTokens(tokens);
  if (entries.length === 0) return failText("deck/unrecognized", "input.no-tokens", {}, problems);
  return done({ format, main: [], battlefields: [], runes: [], sideboard: [], unsectioned: entries, problems });
}

/**
 * Parse whatever a player pasted as a deck. Never throws for bad input.
 * - Piltover code (`CMAAA...`) or a link with `?code=` -> format `piltover-code`, cards in `unsectioned`.
 * - TCG Arena import link -> `tcg-arena-url`; TCG Arena JSON export -> `tcg-arena-json`.
 * - `OGN-265-1 OGN-246-1 ...` -> `tts`; base64 of `$`-joined tokens -> `pixelborn`; cards in `unsectioned`.
 * - anything else -> sectioned text list (`text-list`), unreadable lines in `problems` with line numbers.
 * If a text holds no card line but contains a deck code or link (e.g. "my deck: CMAAA..."), that is used.
 * Errors: `deck/empty`, `deck/bad-code` (malformed code), `deck/bad-url`, `deck/unrecognized` (no card found).
 */
export function parseDeckInput(input: string): DeckInputResult {
  const text = input.replace(/^\uFEFF/, "").trim();
  if (text === "") return failText("deck/empty", "input.empty");
  if (text.length > MAX_DECK_INPUT_CHARS) {
    return failText("deck/unrecognized", "input.too-long", { max: MAX_DECK_INPUT_CHARS });
  }
  // A code may arrive wrapped over several lines, but never with spaces inside a line (that is a card list).
  const compact = text.replace(/\s*\n\s*/g, "");
  if (!/\s/.test(compact) && PILTOVER_CODE.test(compact.toUpperCase()) && isOneCase(compact)) {
    return fromPiltoverCode(compact);
  }
  if (!/\s/.test(text) && URL_TOKEN.test(text)) return fromUrl(text);
  if (text.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return failText("deck/unrecognized", "input.bad-json");
    }
    const arena = parseTcgArenaJson(json);
    if (!arena) return failText("deck/unrecognized", "input.not-arena-json");
    return fromTextList("tcg-arena-json", arena, arena.title);
  }
  if (looksLikeTtsTokens(text)) return fromTts("tts", text);
  if (!/\s/.test(text)) {
    const pixelborn = decodePixelborn(text);
    if (pixelborn !== undefined) return fromTts("pixelborn", pixelborn);
  }
  const list = parseTextList(text);
  if (list.cardLines === 0) {
    // "Here is my deck: CMAAA..." or a message with a link in it.
    for (const token of text.split(/\s+/)) {
      if (PILTOVER_CODE.test(token) || URL_TOKEN.test(token)) return parseDeckInput(token);
    }
  }
  return fromTextList("text-list", list);
}
