/**
 * Piltover Archive deck codes, versions 1-6: decoder and encoder.
 *
 * Written from the wire description in `/work/shared/riftbound/deck-codes/FORMATS.md` and the format tables of
 * the public Piltover-Archive/RiftboundDeckCodes README (a port of Riot's LoRDeckCodes). Pure: no I/O.
 *
 * Wire format (bytes, then base32 RFC 4648 alphabet without padding):
 * - byte 0: `(format << 4) | version`, format is always 1.
 * - v5+: one deck-level prefix byte, 1 when any card number carries an `R`/`SP` prefix (then every card number is
 *   preceded by a flag byte), else 0.
 * - main deck: v1-4 walk copy-counts 12..1, v5+ list only the copy-counts that occur ("sparse", most copies first).
 *   Per copy-count: varint number of set/variant groups; per group varint number of cards, set id, variant id, then
 *   per card `[flag]` and the card number (varints, LEB128: low 7 bits first).
 * - v2+: the sideboard, same scheme (v2-4: counts 3..1 only).
 * - v3+: chosen champion trailer: 0, or 1 followed by set, variant, `[flag]`, number.
 * - v4: every card number is preceded by a flag byte (0 normal, 1 `R` rune, 2 `SP` special).
 * - v6: varint number of additional legends, then each as set, variant, `[flag]`, number.
 */
import { type DeckTextKey, type DeckTextParams, deckText } from "./problem-text.js";

/** Set ids on the wire (index = id). Source: FORMATS.md "Set ids". */
export const PILTOVER_SETS = ["OGN", "OGS", "ARC", "SFD", "UNL", "VEN", "RAD"] as const;

/** Highest version this module reads and writes. */
export const PILTOVER_MAX_VERSION = 6;

/** A deck-code version this module understands. */
export type PiltoverVersion = 1 | 2 | 3 | 4 | 5 | 6;

/** One card line of a Piltover deck: a card code such as `OGN-007a`, `VEN-R01`, `VEN-SP1` and its copies. */
export interface PiltoverCard {
  cardCode: string;
  count: number;
}

/**
 * A decoded Piltover deck. `mainDeck` holds EVERYTHING except the sideboard (legend, battlefields, runes, champion
 * copies, main cards); `chosenChampion` is a label naming one of those cards, not an extra copy.
 */
export interface PiltoverDeck {
  version: PiltoverVersion;
  mainDeck: PiltoverCard[];
  sideboard: PiltoverCard[];
  chosenChampion?: string;
  /** v6 only: further legends carried by the deck (codes), in wire order. */
  additionalLegends?: string[];
}

/** What `encodePiltoverCode` takes: a deck without a version (the encoder picks the lowest version that fits). */
export interface PiltoverDeckInput {
  mainDeck: readonly PiltoverCard[];
  sideboard?: readonly PiltoverCard[];
  chosenChampion?: string;
  additionalLegends?: readonly string[];
}

/** Typed failure of this module. `deck/bad-code`: the text is not a readable deck code; `deck/cannot-encode`. */
export interface DeckCodeError {
  code: "deck/bad-code" | "deck/cannot-encode";
  message: string;
  /** The message's text in decks/problem-text.ts (decode failures; `message` is its English rendering). */
  key?: DeckTextKey;
  /** The values its text shows. */
  params?: DeckTextParams;
}

/** Result of decoding or encoding: never throws for bad input. */
export type DeckCodeResult<T> = { ok: true; value: T } | { ok: false; error: DeckCodeError };

/** Decoder options. `signedSuffix`: how variant id 2 (signed) is written; the card data uses `*` (default). */
export interface DecodeOptions {
  signedSuffix?: "*" | "s";
}

/** Encoder options. `version`: force a version (must be able to carry the deck); default: the lowest that fits. */
export interface EncodeOptions {
  version?: PiltoverVersion;
}

/** A card code split into its wire parts. */
export interface CardCodeParts {
  setId: number;
  /** 0 base, 1 `a`, 2 signed (`s` or `*`), 3 `b`. */
  variantId: number;
  /** 0 normal, 1 `R` rune, 2 `SP` special. */
  flag: number;
  number: number;
}

const VARIANTS = ["", "a", "s", "b"] as const;
const PREFIXES = ["", "R", "SP"] as const;
/** Zero-padding width of the number per flag (normal 3, rune 2, special unpadded). */
const NUMBER_WIDTH = [3, 2, 1] as const;
const MAX_CODE_CHARS = 4096;
const MAX_COPIES = 10_000;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const CARD_CODE = /^([A-Z]{3})-(R|SP)?(\d{1,6})([abs*]?)$/i;

/**
 * Split a card code (`OGN-007`, `OGN-066a`, `SFD-227*`, `OGN-007s`, `VEN-R01`, `VEN-SP1a`) into wire parts.
 * Returns undefined for codes that have no deck-code form (unknown set, token numbers like `UNL-T01`).
 */
export function parseCardCode(cardCode: string): CardCodeParts | undefined {
  const m = CARD_CODE.exec(cardCode.trim());
  if (!m) return undefined;
  const setId = (PILTOVER_SETS as readonly string[]).indexOf(m[1]!.toUpperCase());
  if (setId < 0) return undefined;
  const prefix = (m[2] ?? "").toUpperCase();
  const flag = prefix === "R" ? 1 : prefix === "SP" ? 2 : 0;
  const suffix = (m[4] ?? "").toLowerCase();
  const variantId = suffix === "*" ? 2 : (VARIANTS as readonly string[]).indexOf(suffix);
  return { setId, variantId, flag, number: Number(m[3]) };
}

/** Write wire parts back as a card code, e.g. `{0,1,0,7}` -> `OGN-007a`. */
export function formatCardCode(parts: CardCodeParts, options: DecodeOptions = {}): string {
  const set = PILTOVER_SETS[parts.setId] ?? `SET${parts.setId}`;
  const prefix = PREFIXES[parts.flag] ?? "";
  const width = NUMBER_WIDTH[parts.flag] ?? 1;
  let variant: string = VARIANTS[parts.variantId] ?? "";
  if (parts.variantId === 2) variant = options.signedSuffix ?? "*";
  return `${set}-${prefix}${String(parts.number).padStart(width, "0")}${variant}`;
}

/** Internal control flow of the decoder; never escapes this module. */
/** A decode failure as a text of decks/problem-text.ts (its message is the English rendering). */
class CodeFailure extends Error {
  constructor(
    readonly key: DeckTextKey,
    readonly params: DeckTextParams = {},
  ) {
    super(deckText("en", key, params));
  }
}

class ByteReader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.pos >= this.bytes.length;
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 5; i++) {
      const byte = this.bytes[this.pos];
      if (byte === undefined) throw new CodeFailure("code.cut-off");
      this.pos++;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
      scale *= 128;
    }
    throw new CodeFailure("code.long-number");
  }
}

/** Base32 (RFC 4648 alphabet, no padding) to bytes. Case-insensitive; trailing `=` is tolerated. */
function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "").toUpperCase();
  // 1, 3 or 6 characters past a multiple of 8 cannot come from whole bytes.
  if ([1, 3, 6].includes(clean.length % 8)) {
    throw new CodeFailure("code.length");
  }
  const out = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (let i = 0; i < clean.length; i++) {
    const ch = clean[i]!;
    const value = BASE32.indexOf(ch);
    if (value < 0) {
      throw new CodeFailure("code.char", { char: ch, position: i + 1 });
    }
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

/** Bytes to base32 (RFC 4648 alphabet, no padding). */
function base32Encode(bytes: readonly number[]): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function fail<T>(code: DeckCodeError["code"], message: string): DeckCodeResult<T> {
  return { ok: false, error: { code, message } };
}

/** A decode failure with its text (decks/problem-text.ts). */
function failText<T>(key: DeckTextKey, params: DeckTextParams = {}): DeckCodeResult<T> {
  return { ok: false, error: { code: "deck/bad-code", key, params, message: deckText("en", key, params) } };
}

interface Layout {
  version: number;
  flags: boolean;
}

function readCard(reader: ByteReader, layout: Layout, setId: number, variantId: number): CardCodeParts {
  const flag = layout.flags ? reader.varint() : 0;
  if (flag > 2) throw new CodeFailure("code.prefix-flag", { flag });
  if (flag === 2 && layout.version < 4) throw new CodeFailure("code.special-early");
  return { setId, variantId, flag, number: reader.varint() };
}

function readSetVariant(reader: ByteReader): [number, number] {
  const setId = reader.varint();
  const variantId = reader.varint();
  if (setId >= PILTOVER_SETS.length) {
    throw new CodeFailure("code.set", { id: setId });
  }
  if (variantId >= VARIANTS.length) {
    throw new CodeFailure("code.variant", { id: variantId });
  }
  return [setId, variantId];
}

function readGroups(
  reader: ByteReader,
  layout: Layout,
  count: number,
  out: PiltoverCard[],
  options: DecodeOptions,
): void {
  const groups = reader.varint();
  if (groups > reader.remaining) throw new CodeFailure("code.cut-off");
  for (let g = 0; g < groups; g++) {
    const cards = reader.varint();
    if (cards > reader.remaining) throw new CodeFailure("code.cut-off");
    const [setId, variantId] = readSetVariant(reader);
    for (let c = 0; c < cards; c++) {
      out.push({ cardCode: formatCardCode(readCard(reader, layout, setId, variantId), options), count });
    }
  }
}

function readSection(reader: ByteReader, layout: Layout, maxCount: number, options: DecodeOptions): PiltoverCard[] {
  const out: PiltoverCard[] = [];
  if (layout.version >= 5) {
    const counts = reader.varint();
    if (counts > reader.remaining) throw new CodeFailure("code.cut-off");
    for (let i = 0; i < counts; i++) {
      const count = reader.varint();
      if (count < 1 || count > MAX_COPIES) {
        throw new CodeFailure("code.count", { count });
      }
      readGroups(reader, layout, count, out, options);
    }
  } else {
    for (let count = maxCount; count >= 1; count--) readGroups(reader, layout, count, out, options);
  }
  return out;
}

function readSingleCard(reader: ByteReader, layout: Layout, options: DecodeOptions): string {
  const [setId, variantId] = readSetVariant(reader);
  return formatCardCode(readCard(reader, layout, setId, variantId), options);
}

/**
 * Decode a Piltover Archive deck code (versions 1-6). Surrounding whitespace, lower case and `=` padding are
 * tolerated. Never throws: a malformed code gives `{ ok: false, error: { code: "deck/bad-code", message } }` with a
 * message a player can act on.
 */
export function decodePiltoverCode(code: string, options: DecodeOptions = {}): DeckCodeResult<PiltoverDeck> {
  const text = code.trim();
  if (text.length === 0) return failText("code.empty");
  if (text.length > MAX_CODE_CHARS) return failText("code.too-long");
  try {
    const reader = new ByteReader(base32Decode(text));
    const header = reader.varint();
    const format = header >> 4;
    const version = header & 0x0f;
    if (format !== 1) {
      return failText("code.not-piltover");
    }
    if (version < 1) return failText("code.version-zero");
    if (version > PILTOVER_MAX_VERSION) {
      return failText("code.version-new", { version, max: PILTOVER_MAX_VERSION });
    }
    let flags = version === 4;
    if (version >= 5) {
      const prefix = reader.varint();
      if (prefix > 1) throw new CodeFailure("code.deck-prefix", { prefix });
      flags = prefix === 1;
    }
    const layout: Layout = { version, flags };
    const mainDeck = readSection(reader, layout, 12, options);
    const sideboard = version >= 2 ? readSection(reader, layout, 3, options) : [];
    const deck: PiltoverDeck = { version: version as PiltoverVersion, mainDeck, sideboard };
    if (version >= 3) {
      const present = reader.varint();
      if (present > 1) throw new CodeFailure("code.champion-marker");
      if (present === 1) deck.chosenChampion = readSingleCard(reader, layout, options);
    }
    if (version >= 6) {
      const legends = reader.varint();
      if (legends > reader.remaining) throw new CodeFailure("code.cut-off");
      deck.additionalLegends = [];
      for (let i = 0; i < legends; i++) deck.additionalLegends.push(readSingleCard(reader, layout, options));
    }
    if (!reader.done) {
      return failText("code.extra");
    }
    return { ok: true, value: deck };
  } catch (err) {
    if (err instanceof CodeFailure) return failText(err.key, err.params);
    throw err;
  }
}

interface WireCard extends CardCodeParts {
  count: number;
}

function groupKey(c: CardCodeParts): number {
  return c.setId * 16 + c.variantId;
}

/** Writes the groups of one copy-count: set/variant lists by increasing length (ties: set id, variant id). */
function writeGroups(out: number[], cards: readonly WireCard[], flags: boolean): void {
  const groups = new Map<number, WireCard[]>();
  for (const card of cards) {
    const list = groups.get(groupKey(card));
    if (list) list.push(card);
    else groups.set(groupKey(card), [card]);
  }
  const ordered = [...groups.entries()].sort((a, b) => a[1].length - b[1].length || a[0] - b[0]);
  pushVarint(out, ordered.length);
  for (const [, list] of ordered) {
    list.sort((a, b) => a.flag - b.flag || a.number - b.number);
    const first = list[0]!;
    pushVarint(out, list.length);
    pushVarint(out, first.setId);
    pushVarint(out, first.variantId);
    for (const card of list) {
      if (flags) pushVarint(out, card.flag);
      pushVarint(out, card.number);
    }
  }
}

function writeSection(out: number[], cards: readonly WireCard[], sparse: boolean, maxCount: number, flags: boolean) {
  if (sparse) {
    const counts = [...new Set(cards.map((c) => c.count))].sort((a, b) => b - a);
    pushVarint(out, counts.length);
    for (const count of counts) {
      pushVarint(out, count);
      writeGroups(
        out,
        cards.filter((c) => c.count === count),
        flags,
      );
    }
    return;
  }
  for (let count = maxCount; count >= 1; count--) {
    writeGroups(
      out,
      cards.filter((c) => c.count === count),
      flags,
    );
  }
}

function writeSingle(out: number[], card: CardCodeParts, flags: boolean): void {
  pushVarint(out, card.setId);
  pushVarint(out, card.variantId);
  if (flags) pushVarint(out, card.flag);
  pushVarint(out, card.number);
}

/** Parse and merge (sum duplicate codes) one list; returns an error message on bad input. */
function toWire(list: readonly PiltoverCard[], where: string): WireCard[] | string {
  const byKey = new Map<string, WireCard>();
  for (const { cardCode, count } of list) {
    const parts = parseCardCode(cardCode);
    if (!parts)
      return `The ${where} card "${cardCode}" has no deck-code form (expected e.g. OGN-007, VEN-R01, VEN-SP1a).`;
    if (!Number.isInteger(count) || count < 1 || count > MAX_COPIES) {
      return `The ${where} card "${cardCode}" has ${count} copies; copies must be a whole number from 1 to ${MAX_COPIES}.`;
    }
    const key = `${parts.setId}/${parts.variantId}/${parts.flag}/${parts.number}`;
    const seen = byKey.get(key);
    if (seen) seen.count += count;
    else byKey.set(key, { ...parts, count });
  }
  return [...byKey.values()];
}

/**
 * Encode a deck as a Piltover Archive deck code. By default picks the lowest version that can carry the deck, as the
 * reference library does: 6 with additional legends, else 5 with more than 12 copies in the main deck, more than 3 in
 * the sideboard or an `SP` card, else 4 with an `R` card, else 3. Duplicate codes are summed.
 */
export function encodePiltoverCode(deck: PiltoverDeckInput, options: EncodeOptions = {}): DeckCodeResult<string> {
  const main = toWire(deck.mainDeck, "main deck");
  if (typeof main === "string") return fail("deck/cannot-encode", main);
  const side = toWire(deck.sideboard ?? [], "sideboard");
  if (typeof side === "string") return fail("deck/cannot-encode", side);
  let champion: CardCodeParts | undefined;
  if (deck.chosenChampion !== undefined) {
    champion = parseCardCode(deck.chosenChampion);
    if (!champion)
      return fail("deck/cannot-encode", `The chosen champion "${deck.chosenChampion}" is not a card code.`);
  }
  const legends: CardCodeParts[] = [];
  for (const code of deck.additionalLegends ?? []) {
    const parts = parseCardCode(code);
    if (!parts) return fail("deck/cannot-encode", `The additional legend "${code}" is not a card code.`);
    legends.push(parts);
  }
  const all: CardCodeParts[] = [...main, ...side, ...legends, ...(champion ? [champion] : [])];
  const hasRune = all.some((c) => c.flag === 1);
  const hasSpecial = all.some((c) => c.flag === 2);
  const highCount = main.some((c) => c.count > 12) || side.some((c) => c.count > 3);
  // The lowest version that can carry the content; by default never below 3 (the reference library's default).
  let needed: PiltoverVersion = 1;
  if (side.length > 0) needed = 2;
  if (champion) needed = 3;
  if (hasRune) needed = 4;
  if (hasSpecial || highCount) needed = 5;
  if (legends.length > 0) needed = 6;
  const version = options.version ?? (Math.max(3, needed) as PiltoverVersion);
  if (version < needed || version > PILTOVER_MAX_VERSION) {
    return fail(
      "deck/cannot-encode",
      `Version ${version} deck codes cannot carry this deck; it needs version ${needed} or later` +
        ` (sideboard needs 2, a chosen champion 3, runes 4, high copy counts or SP cards 5, extra legends 6).`,
    );
  }
  const flags = version === 4 || (version >= 5 && (hasRune || hasSpecial));
  const out: number[] = [(1 << 4) | version];
  if (version >= 5) out.push(flags ? 1 : 0);
  writeSection(out, main, version >= 5, 12, flags);
  if (version >= 2) writeSection(out, side, version >= 5, 3, flags);
  if (version >= 3) {
    if (champion) {
      out.push(1);
      writeSingle(out, champion, flags);
    } else {
      out.push(0);
    }
  }
  if (version >= 6) {
    pushVarint(out, legends.length);
    for (const legend of legends) writeSingle(out, legend, flags);
  }
  return { ok: true, value: base32Encode(out) };
}
