import { readFileSync } from "node:fs";
import Fuse from "fuse.js";
import { type CardRecord, CardFileSchema } from "./schema.js";

/**
 * Where Riftbound card records come from. The committed file ({@link FileCardSource}) is the first source;
 * Riot's content API can replace it later by implementing this interface.
 *
 * Rules identity: printing variants (`a`/`b` alt art, `*` signed) share the base card's rules, so lookups
 * return the base printing. Reprints in later sets (same name, another base code) are the same card for
 * deck-building limits (rule 103.2.b counts by name).
 */
export interface CardSource {
  /** Every printing, variants included, in source order (sets OGN, OGS, SFD, UNL, VEN). */
  all(): readonly CardRecord[];
  /**
   * The rules card for a printing code (`OGN-066a` -> `OGN-066`). Case-insensitive; `OGN-7` means `OGN-007`,
   * an `s` suffix means `*` (signed). Undefined when unknown.
   */
  byCode(code: string): CardRecord | undefined;
  /**
   * Base printings with this name, ignoring case, accents, spaces and punctuation (`get excited` finds
   * `Get Excited!`). Several when a card was reprinted in another set (oldest first). Empty when unknown.
   * Legends are also found as deck lists write them, `<champion tag>, <title>` (`Jinx, Loose Cannon`), without
   * the Proving Grounds ` - Starter` suffix (`Annie, Dark Child` finds `Dark Child - Starter`).
   */
  byName(name: string): CardRecord[];
  /** Up to `n` distinct card names close to `name` (fuzzy, best first), for "did you mean ..." messages. */
  suggest(name: string, n: number): string[];
}

/** Key for name lookups: lower case, accents removed, only letters and digits kept. */
export function normalizeCardName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Canonical printing code: upper-case set and prefix, three-digit plain numbers, lower-case `a`/`b`, `*` for
 * signed (`s`). Returns the trimmed input upper-cased when it does not look like a code.
 */
export function normalizeCardCode(code: string): string {
  const m = /^([a-z]{3})-(r|sp|t)?(\d{1,3})([abs*])?$/i.exec(code.trim());
  if (!m) return code.trim().toUpperCase();
  const [, set = "", prefix, num = "", variant] = m;
  const number = prefix ? num : num.padStart(3, "0");
  const v = variant ? (variant.toLowerCase() === "s" ? "*" : variant.toLowerCase()) : "";
  return `${set.toUpperCase()}-${(prefix ?? "").toUpperCase()}${number}${v}`;
}

/**
 * Other names a card goes by in deck lists: legends as `<champion tag>, <title>`, with and without the
 * ` - Starter` suffix of the Proving Grounds legends. Empty for other cards.
 */
export function cardAliases(card: CardRecord): string[] {
  if (card.type !== "Legend" || !card.championTag) return [];
  const title = card.name.replace(/\s+-\s+Starter$/i, "");
  const aliases = new Set([`${card.championTag}, ${card.name}`, `${card.championTag}, ${title}`, title]);
  aliases.delete(card.name);
  return [...aliases];
}

/** A card source over records held in memory (tests, or records fetched elsewhere). */
export class InMemoryCardSource implements CardSource {
  readonly #records: readonly CardRecord[];
  readonly #byCode = new Map<string, CardRecord>();
  readonly #byName = new Map<string, CardRecord[]>();
  readonly #byAlias = new Map<string, CardRecord[]>();
  readonly #names: string[];
  #fuse: Fuse<string> | undefined;

  /** Index `records`. Throws when a code repeats or a variant's base printing is missing (broken data). */
  constructor(records: readonly CardRecord[]) {
    this.#records = records;
    for (const r of records) {
      if (this.#byCode.has(r.code)) throw new Error(`duplicate card code ${r.code}`);
      this.#byCode.set(r.code, r);
    }
    const names = new Set<string>();
    for (const r of records) {
      if (!this.#byCode.has(r.baseCode)) throw new Error(`${r.code}: base printing ${r.baseCode} missing`);
      if (r.code !== r.baseCode) continue;
      const key = normalizeCardName(r.name);
      const list = this.#byName.get(key);
      if (list) list.push(r);
      else this.#byName.set(key, [r]);
      names.add(r.name);
      for (const alias of cardAliases(r)) {
        const akey = normalizeCardName(alias);
        const alist = this.#byAlias.get(akey);
        if (alist) alist.push(r);
        else this.#byAlias.set(akey, [r]);
        names.add(alias);
      }
    }
    this.#names = [...names];
  }

  all(): readonly CardRecord[] {
    return this.#records;
  }

  byCode(code: string): CardRecord | undefined {
    const printing = this.#byCode.get(normalizeCardCode(code));
    return printing ? this.#byCode.get(printing.baseCode) : undefined;
  }

  byName(name: string): CardRecord[] {
    const key = normalizeCardName(name);
    // Printed names first: an alias never hides a card that really has that name.
    return [...(this.#byName.get(key) ?? this.#byAlias.get(key) ?? [])];
  }

  suggest(name: string, n: number): string[] {
    if (n <= 0 || name.trim() === "") return [];
    // Built lazily: most sources answer exact lookups only.
    this.#fuse ??= new Fuse(this.#names, { includeScore: true, threshold: 0.4, ignoreLocation: true });
    return this.#fuse
      .search(name, { limit: n })
      .map((r) => r.item)
      .slice(0, n);
  }
}

/** Default location of the committed card file (`data/riftbound/cards.json` at the repository root). */
export const DEFAULT_CARD_FILE = new URL("../../../../data/riftbound/cards.json", import.meta.url);

/**
 * The committed card file as a card source. Reads and zod-validates the file once, synchronously, at
 * construction; throws with the zod issues when the file is malformed (a broken invariant: the file is
 * generated by `npm run cards:import`).
 */
export class FileCardSource extends InMemoryCardSource {
  /** Load `path` (default {@link DEFAULT_CARD_FILE}). */
  constructor(path: string | URL = DEFAULT_CARD_FILE) {
    const file = CardFileSchema.parse(JSON.parse(readFileSync(path, "utf8")));
    super(file.cards);
  }
}

let shared: FileCardSource | undefined;

/** The process-wide {@link FileCardSource} over the default file, loaded on first use. */
export function defaultCardSource(): CardSource {
  shared ??= new FileCardSource();
  return shared;
}
