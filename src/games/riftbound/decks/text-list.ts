/**
 * Text deck formats players paste (FORMATS.md sections 2-5): sectioned text lists and their variants, TCG Arena
 * import URLs and JSON exports, Tabletop Simulator tokens and Pixelborn strings. Pure: no I/O.
 *
 * Cards are kept as written (name and/or code); codes written in a known shape are normalised to the card data's
 * form (`(ogn) 27` -> `OGN-027`, `OGN-007s` -> `OGN-007*`). Every line that is not a card, header, comment or blank is
 * reported with its 1-based line number.
 */
import { z } from "zod";
import type { CardRef, DeckEntry, DeckProblem } from "./types.js";
import { deckDetail } from "./problem-text.js";

/** Where a text-list entry goes. `unsectioned`: before any header, or under a header we do not know. */
export type SectionName = "legend" | "champion" | "main" | "battlefields" | "runes" | "sideboard" | "unsectioned";

/** The sections of a text list, entries in source order, plus problems. `cardLines`: lines read as cards. */
export interface TextListResult {
  sections: Record<SectionName, DeckEntry[]>;
  problems: DeckProblem[];
  cardLines: number;
}

const MAX_COPIES = 999;

/** Header words (lower case, spaces/hyphens/underscores removed) -> section. */
const HEADERS: Record<string, SectionName> = {
  legend: "legend",
  legends: "legend",
  champion: "champion",
  chosenchampion: "champion",
  main: "main",
  maindeck: "main",
  mainboard: "main",
  deck: "main",
  cards: "main",
  units: "main",
  spells: "main",
  gear: "main",
  gears: "main",
  signature: "main",
  signatures: "main",
  battlefield: "battlefields",
  battlefields: "battlefields",
  rune: "runes",
  runes: "runes",
  runedeck: "runes",
  sideboard: "sideboard",
  sidedeck: "sideboard",
  side: "sideboard",
};

/** Sections where a line without a copy count means one copy. */
const COUNT_OPTIONAL: ReadonlySet<SectionName> = new Set(["legend", "champion", "battlefields"]);

function emptySections(): Record<SectionName, DeckEntry[]> {
  return { legend: [], champion: [], main: [], battlefields: [], runes: [], sideboard: [], unsectioned: [] };
}

/**
 * Normalise a card code to the card data's form: upper-case set and prefix, number padded (3 digits plain, 2 for
 * `R`/`T`, unpadded `SP`), variant `a`/`b` lower case, signed `s`/`*` as `*`. Returns undefined if it is no code.
 */
export function normalizeCardCode(set: string, number: string, variant = ""): string | undefined {
  const m = /^(R|SP|T)?(\d{1,4})$/i.exec(number.trim());
  if (!/^[A-Z]{3}$/i.test(set) || !m) return undefined;
  const prefix = (m[1] ?? "").toUpperCase();
  const width = prefix === "" ? 3 : prefix === "SP" ? 1 : 2;
  const v = variant.toLowerCase();
  const suffix = v === "s" || v === "*" ? "*" : v;
  return `${set.toUpperCase()}-${prefix}${String(Number(m[2])).padStart(width, "0")}${suffix}`;
}

const CODE_BODY = String.raw`((?:R|SP|T)?\d{1,4})([abs*]?)`;
/** `OGN-027`, `OGN-027a`, `OGN 027`, `OGN-001/298` on their own. */
const BARE_CODE = new RegExp(String.raw`^([A-Z]{3})[-\s]${CODE_BODY}(?:\/\d+)?$`, "i");
/** Trailing `(OGN) 027`. */
const SET_THEN_NUMBER = new RegExp(String.raw`\s*\(([A-Z]{3})\)\s*${CODE_BODY}$`, "i");
/** Trailing `(OGN-027)`, `[OGN-027]`, `(OGN 027)`, `(OGN-001/298)`. */
const BRACKETED_CODE = new RegExp(String.raw`\s*[([]\s*([A-Z]{3})[-\s]${CODE_BODY}(?:\/\d+)?\s*[)\]]$`, "i");
/** Leading `OGN-027 Name`. */
const LEADING_CODE = new RegExp(String.raw`^([A-Z]{3})-${CODE_BODY}\s+(.+)$`, "i");

/** Split the card part of a line (no count) into name and/or code. */
function parseCardText(text: string): CardRef | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  let m = BARE_CODE.exec(t);
  if (m) {
    const code = normalizeCardCode(m[1]!, m[2]!, m[3]);
    if (code) return { code };
  }
  for (const re of [SET_THEN_NUMBER, BRACKETED_CODE]) {
    m = re.exec(t);
    if (m) {
      const code = normalizeCardCode(m[1]!, m[2]!, m[3]);
      const name = cleanName(t.slice(0, m.index));
      if (code) return name ? { name, code } : { code };
    }
  }
  m = LEADING_CODE.exec(t);
  if (m) {
    const code = normalizeCardCode(m[1]!, m[2]!, m[3]);
    const name = cleanName(m[4]!);
    if (code) return name ? { name, code } : { code };
  }
  const name = cleanName(t);
  return name ? { name } : undefined;
}

function cleanName(text: string): string | undefined {
  const name = text
    .replace(/\s+/g, " ")
    .replace(/\s*[-–|]\s*$/, "")
    .trim();
  return name === "" ? undefined : name;
}

/** Card line with its copy count: `3 Name`, `3x Name`, `3 x Name`, `x3 Name`, `Name x3`, `Name x 3`. */
function splitCount(text: string): { count: number; rest: string } | undefined {
  const forms: [RegExp, number, number][] = [
    [/^(\d+)\s*[x×]?\s+(.+)$/i, 1, 2],
    [/^(\d+)[x×](\S.*)$/i, 1, 2],
    [/^[x×]\s*(\d+)\s+(.+)$/i, 1, 2],
    [/^(.+?)\s+[x×]\s*(\d+)$/i, 2, 1],
  ];
  for (const [re, countAt, restAt] of forms) {
    const m = re.exec(text);
    if (m) return { count: Number(m[countAt]), rest: m[restAt]! };
  }
  return undefined;
}

interface Header {
  section: SectionName | undefined;
  label: string;
  declared: number | undefined;
  rest: string;
}

/** Recognise a section header; `hashed`: the line started with `#` (markdown heading). */
function parseHeader(text: string, hashed: boolean): Header | undefined {
  const m = /^([A-Za-z][A-Za-z _-]*)(?:[([]\s*(\d+)\s*[)\]])?\s*(:)?\s*(.*)$/.exec(text);
  if (!m) return undefined;
  const label = m[1]!.trim();
  const key = label.toLowerCase().replace(/[\s_-]+/g, "");
  const section = HEADERS[key];
  const colon = m[3] === ":";
  const rest = m[4]!.trim();
  const declared = m[2] === undefined ? undefined : Number(m[2]);
  if (section) {
    if (rest !== "" && !colon) return undefined;
    return { section, label, declared, rest };
  }
  // An unknown `Word:` line with nothing after it is a section we do not know; `# Anything` is a comment.
  if (colon && rest === "" && !hashed) return { section: undefined, label, declared, rest };
  return undefined;
}

/** Strip markdown decoration: bullets, bold/italic underscores, backticks, quote markers. */
function stripMarkdown(line: string): string {
  return line
    .replace(/^>\s*/, "")
    .replace(/^(?:[-+•·]|\*(?!\*))\s+/, "")
    .replace(/\*\*|__|`/g, "")
    .trim();
}

/**
 * Parse a sectioned text list (Piltover / riftbound.gg "Export -> Text", TCG Arena, riftdecks and hand-written
 * variants). Accepts `\r\n`, a BOM, markdown bullets and headings, `#` and `//` comments. Lines before any header are
 * `unsectioned`. Lines without a copy count are one copy in Legend/Champion/Battlefields or when they carry a card
 * code (`Name (OGN) 027`), and a problem elsewhere.
 * A header's declared size (`Main Deck (39)`) is checked against what follows.
 */
export function parseTextList(text: string): TextListResult {
  const sections = emptySections();
  const problems: DeckProblem[] = [];
  let cardLines = 0;
  let current: SectionName = "unsectioned";
  let open: { label: string; declared: number; line: number; total: number } | undefined;
  const closeHeader = () => {
    if (open && open.total !== open.declared) {
      const params = { label: open.label, declared: open.declared, total: open.total };
      problems.push({ line: open.line, ...deckDetail("detail.header-count", params) });
    }
    open = undefined;
  };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    let line = raw.trim();
    if (line === "" || line.startsWith("//")) return;
    const hashed = line.startsWith("#");
    if (hashed) line = line.replace(/^#+\s*/, "");
    line = stripMarkdown(line);
    if (line === "") return;
    const header = parseHeader(line, hashed);
    if (header) {
      closeHeader();
      current = header.section ?? "unsectioned";
      if (!header.section) {
        problems.push({ line: lineNo, ...deckDetail("detail.unknown-section", { label: header.label }) });
      }
      if (header.declared !== undefined) {
        open = { label: header.label, declared: header.declared, line: lineNo, total: 0 };
      }
      if (header.rest === "") return;
      line = header.rest;
    } else if (hashed) {
      return; // a `#` comment
    }
    const counted = splitCount(line);
    let count = 1;
    let cardText = line;
    if (counted) {
      count = counted.count;
      cardText = counted.rest;
    } else if (!COUNT_OPTIONAL.has(current) && parseCardText(line)?.code === undefined) {
      // Without a count, only a line naming a card code is clearly a card (one copy).
      problems.push({ line: lineNo, ...deckDetail("detail.no-count", { text: line }) });
      return;
    }
    if (!Number.isInteger(count) || count < 1 || count > MAX_COPIES) {
      problems.push({ line: lineNo, ...deckDetail("detail.copies", { text: line, count, max: MAX_COPIES }) });
      return;
    }
    const ref = parseCardText(cardText);
    if (!ref) {
      problems.push({ line: lineNo, ...deckDetail("detail.no-name", { text: line }) });
      return;
    }
    sections[current].push({ ref, count, line: lineNo });
    cardLines++;
    if (open) open.total += count;
  });
  closeHeader();
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { sections, problems, cardLines };
}

/** One Tabletop Simulator token: `OGN-265-1` (set, number, printing index; 1 = base printing). */
const TTS_TOKEN = /^([A-Z]{3})-((?:R|SP|T)?\d{1,4})([abs*]?)-(\d{1,2})$/i;

/** True when every whitespace- or `$`-separated token of the text is a TTS token. */
export function looksLikeTtsTokens(text: string): boolean {
  const tokens = text.trim().split(/[\s$]+/);
  return tokens.length > 0 && tokens.every((t) => TTS_TOKEN.test(t));
}

/**
 * Tabletop Simulator tokens (`OGN-265-1 OGN-246-1 ...`, one per copy; Pixelborn joins them with `$`) -> entries in
 * first-seen order with counts summed. The printing index is dropped (printings share rules); bad tokens are
 * reported with their 1-based position.
 */
export function parseTtsTokens(text: string): { entries: DeckEntry[]; problems: DeckProblem[] } {
  const entries: DeckEntry[] = [];
  const problems: DeckProblem[] = [];
  const byCode = new Map<string, DeckEntry>();
  const tokens = text
    .trim()
    .split(/[\s$]+/)
    .filter((t) => t !== "");
  tokens.forEach((token, i) => {
    const m = TTS_TOKEN.exec(token);
    const code = m ? normalizeCardCode(m[1]!, m[2]!, m[3]) : undefined;
    if (!code) {
      problems.push(deckDetail("detail.token", { index: i + 1, token }));
      return;
    }
    const seen = byCode.get(code);
    if (seen) seen.count++;
    else {
      const entry: DeckEntry = { ref: { code }, count: 1 };
      byCode.set(code, entry);
      entries.push(entry);
    }
  });
  return { entries, problems };
}

/** Decode standard or URL-safe base64 (padding optional) as UTF-8; undefined if it is not base64. */
export function decodeBase64Utf8(text: string): string | undefined {
  const clean = text.trim().replace(/\s/g, "+").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (clean === "" || !/^[A-Za-z0-9+/]+$/.test(clean) || clean.length % 4 === 1) return undefined;
  try {
    const binary = atob(clean + "=".repeat((4 - (clean.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A decoded Pixelborn string: base64 of `$`-joined TTS tokens. Undefined if the text is not one. */
export function decodePixelborn(text: string): string | undefined {
  const decoded = decodeBase64Utf8(text);
  if (decoded === undefined || !decoded.includes("$")) return undefined;
  return looksLikeTtsTokens(decoded) ? decoded : undefined;
}

/** What a TCG Arena import URL carries: its title and the base64-decoded text list. */
export interface TcgArenaImport {
  title?: string;
  text: string;
}

/**
 * Read a TCG Arena import URL (`https://tcg-arena.fr/import?game=Riftbound&name=<title>&deck=<base64 text list>`).
 * Returns an error message in plain words when the link is not one or its deck cannot be read.
 */
export function parseTcgArenaUrl(
  url: URL,
): { ok: true; value: TcgArenaImport } | ({ ok: false } & ReturnType<typeof deckDetail>) {
  const game = url.searchParams.get("game");
  if (game !== null && game.toLowerCase() !== "riftbound") {
    return { ok: false, ...deckDetail("input.arena-game", { game }) };
  }
  const deck = url.searchParams.get("deck");
  if (!deck) return { ok: false, ...deckDetail("input.arena-no-deck") };
  // URLSearchParams turns an unescaped `+` into a space; decodeBase64Utf8 turns it back.
  const text = decodeBase64Utf8(deck);
  if (text === undefined) return { ok: false, ...deckDetail("input.arena-damaged") };
  const title = url.searchParams.get("name") ?? undefined;
  return { ok: true, value: title ? { title, text } : { text } };
}

const TcgArenaJsonSchema = z.object({
  game: z.string().optional(),
  title: z.string().optional(),
  deckList: z.record(z.string(), z.unknown()),
});
const TcgArenaCardSchema = z.object({ count: z.number().int(), id: z.string() });

/** TCG Arena card id (`ogn-201-298`, `ogn-007a-298`, `ogn-001-star-298`, `ven-r01`) -> card code. */
export function tcgArenaIdToCode(id: string): string | undefined {
  const m = /^([a-z]{3})-((?:r|sp|t)?\d{1,4})([ab]?)(-star)?(?:-\d+)?$/i.exec(id.trim());
  if (!m) return undefined;
  return normalizeCardCode(m[1]!, m[2]!, m[4] ? "*" : m[3]);
}

/**
 * Read a TCG Arena JSON export (`{"game":"Riftbound","title":...,"deckList":{"categoriesOrder":[...],
 * "Legend":[{"count":1,"id":"ogn-201-298"}],...}}`). Categories map to sections by header name (`Units`, `Spells`,
 * `Gear` -> main); unknown categories are unsectioned. Undefined if the value is not such an export.
 */
export function parseTcgArenaJson(value: unknown): (TextListResult & { title?: string }) | undefined {
  const parsed = TcgArenaJsonSchema.safeParse(value);
  if (!parsed.success) return undefined;
  if (parsed.data.game !== undefined && parsed.data.game.toLowerCase() !== "riftbound") return undefined;
  const sections = emptySections();
  const problems: DeckProblem[] = [];
  let cardLines = 0;
  for (const [category, list] of Object.entries(parsed.data.deckList)) {
    if (category === "categoriesOrder") continue;
    const section = HEADERS[category.toLowerCase().replace(/[\s_-]+/g, "")] ?? "unsectioned";
    const cards = z.array(TcgArenaCardSchema).safeParse(list);
    if (!cards.success) {
      problems.push(deckDetail("detail.arena-category", { category }));
      continue;
    }
    for (const card of cards.data) {
      const code = tcgArenaIdToCode(card.id);
      if (!code || card.count < 1 || card.count > MAX_COPIES) {
        problems.push(deckDetail("detail.arena-card", { category, id: card.id, count: card.count }));
        continue;
      }
      sections[section].push({ ref: { code }, count: card.count });
      cardLines++;
    }
  }
  const result: TextListResult & { title?: string } = { sections, problems, cardLines };
  if (parsed.data.title) result.title = parsed.data.title;
  return result;
}
