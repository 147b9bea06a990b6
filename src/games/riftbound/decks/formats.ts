import type { CardSource } from "../data/card-source.js";
import { normalizeCardName } from "../data/card-source.js";
import type { CardRecord } from "../data/schema.js";
import { type DeckProblem, deckProblem, describeCard, type ResolvedDeck } from "./resolve.js";

/**
 * Deck formats (Riftbound Tournament Rules 2026-07-16, 601.2-601.3; docs/formats.md). Pure: the format
 * definitions, set release dates and the ban list are data (`data/riftbound/formats.json`, `banlist.json`,
 * loaded by `data/format-data.ts`) handed in as a {@link FormatRules}, and the date is handed in too.
 */

/** The formats a deck is checked against: `standard` (601.3 minus the ban list) and `casual` (anything implemented). */
export const FORMAT_IDS = ["standard", "casual"] as const;
/** A format id. */
export type FormatId = (typeof FORMAT_IDS)[number];
/** Format of challenges, Bo3 matches and `npm run deck -- check` when none is named (docs/formats.md). */
export const DEFAULT_FORMAT: FormatId = "casual";

/** One set: code, name, and its release date (ISO `YYYY-MM-DD`) when a source states it, else null (released). */
export interface SetInfo {
  code: string;
  name: string;
  released: string | null;
}

/** One ban list entry: the card's printed name (all printings of that name are banned, 601.2.d). */
export interface BanEntry {
  name: string;
  type: string;
  note?: string | undefined;
}

/** The ban list: its effective date and the Constructed bans (the 2v2-only bans apply to no Duelhall mode yet). */
export interface BanList {
  effective: string;
  recorded: string;
  constructed: BanEntry[];
  constructed2v2Only: BanEntry[];
}

/** One format: display name, governing rule, legal sets (null: any set) and whether the ban list applies. */
export interface FormatDef {
  name: string;
  rule: string;
  sets: string[] | null;
  banList: boolean;
}

/** Everything a format check needs: sets, formats and the ban list. */
export interface FormatRules {
  sets: SetInfo[];
  formats: Record<FormatId, FormatDef>;
  banList: BanList;
}

/** Key for matching ban list names to cards: `Draven - Vanquisher` and `Draven, Vanquisher` are the same card. */
function banKey(name: string): string {
  return normalizeCardName(name.replace(/\s+-\s+/g, ", "));
}

/** Whether `card`'s set is out on `today` (ISO date): no release date known, or the date has passed. */
export function isReleased(card: Pick<CardRecord, "set">, rules: FormatRules, today: string): boolean {
  const set = rules.sets.find((s) => s.code === card.set);
  return !set || set.released === null || set.released <= today;
}

/**
 * Cards of the source that are announced (in the card data) but not released on `today`, grouped by set:
 * what `npm run deck -- formats` lists. Empty when every set is out.
 */
export function unreleasedSets(
  source: CardSource,
  rules: FormatRules,
  today: string,
): { set: SetInfo; cards: CardRecord[] }[] {
  return rules.sets
    .filter((s) => s.released !== null && s.released > today)
    .map((set) => ({ set, cards: source.all().filter((c) => c.set === set.code && c.variant === null) }));
}

/**
 * The card names banned in `format` (601.2.d): each ban entry's normalized name. Entries that match no card of
 * the source are still kept (a ban list may name a card the data lacks).
 */
export function bannedNames(rules: FormatRules, format: FormatId): Map<string, BanEntry> {
  const out = new Map<string, BanEntry>();
  if (!rules.formats[format].banList) return out;
  for (const e of rules.banList.constructed) out.set(banKey(e.name), e);
  return out;
}

/**
 * The format problems of a resolved deck (every card of every section, sideboard included):
 * - `unreleased`: a card of a set not released on `today` (refused in every format: it is announced only);
 * - `set-not-legal` (601.2.a): a card neither from a legal set nor sharing its name with a card from one;
 * - `banned` (601.2.d): each banned card, named with the ban list's effective date.
 * `today` is an ISO date (`YYYY-MM-DD`).
 */
export function formatProblems(
  deck: ResolvedDeck,
  source: CardSource,
  rules: FormatRules,
  format: FormatId,
  today: string,
): DeckProblem[] {
  const def = rules.formats[format];
  const cards = new Map<string, CardRecord>();
  for (const code of [deck.legend, ...deck.main, ...deck.battlefields, ...deck.runes, ...deck.sideboard]) {
    if (!code || cards.has(code)) continue;
    const c = source.byCode(code);
    if (c) cards.set(code, c);
  }
  const problems: DeckProblem[] = [];
  const unreleased = [...cards.values()].filter((c) => !isReleased(c, rules, today));
  if (unreleased.length > 0) {
    const sets = [...new Set(unreleased.map((c) => c.set))].map((code) => {
      const s = rules.sets.find((x) => x.code === code);
      return `${s?.name ?? code} (${code}) ${s?.released ?? "?"}`;
    });
    const params = { cards: unreleased.map(describeCard).join(", "), sets: sets.join("; ") };
    problems.push(deckProblem("601.2.b", "unreleased", "unreleased", params));
  }
  if (def.sets) {
    const legal = new Set(def.sets);
    const legalNames = new Set(
      source
        .all()
        .filter((c) => legal.has(c.set))
        .map((c) => c.name),
    );
    const outside = [...cards.values()].filter((c) => !legal.has(c.set) && !legalNames.has(c.name));
    if (outside.length > 0) {
      const params = { format: def.name, sets: def.sets.join(", "), cards: outside.map(describeCard).join(", ") };
      problems.push(deckProblem("601.2.a", "set-not-legal", "set-not-legal", params));
    }
  }
  const banned = bannedNames(rules, format);
  if (banned.size > 0) {
    const hits = [...cards.values()].filter((c, i, all) => {
      const key = banKey(c.name);
      return banned.has(key) && all.findIndex((x) => banKey(x.name) === key) === i;
    });
    if (hits.length > 0) {
      const list = hits.map((c) => {
        const note = banned.get(banKey(c.name))?.note;
        return `${describeCard(c)}${note ? ` (${note})` : ""}`;
      });
      const params = { format: def.name, date: rules.banList.effective, cards: list.join(", ") };
      problems.push(deckProblem("601.2.d", "banned", "banned", params));
    }
  }
  return problems;
}
