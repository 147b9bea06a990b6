/**
 * Builds an engine match config from pasted decks: parse (any supported format), resolve through a card
 * source, validate per rule 103, and copy the printed data of every card used into the config so the pure
 * engine never reads files. Outside the engine: this is where the card source is consulted.
 */
import type { CardSource } from "./data/card-source.js";
import type { CardRecord } from "./data/schema.js";
import { parseDeckInput } from "./decks/parse.js";
import { detailParams } from "./decks/problem-text.js";
import { type DeckProblem, deckProblem } from "./decks/resolve.js";
import { checkDeck, type Strictness } from "./decks/validate.js";
import { isSupported } from "./cards/registry.js";
import { defaultFormatRules, isoToday } from "./data/format-data.js";
import type { FormatId } from "./decks/formats.js";
import type { RbConfig, RbDeck } from "./rules/setup.js";
import type { CardStatic } from "./rules/state.js";

/** A deck ready for the engine, or every problem found (plain words with rule numbers). */
export type DeckBuild = { ok: true; deck: RbDeck; warnings: DeckProblem[] } | { ok: false; problems: DeckProblem[] };

/**
 * Parses, resolves and validates one deck. `requireSupported` (default true) refuses decks with cards the
 * engine cannot run faithfully, naming them. `format` also checks the format (sets, ban list, release dates on
 * `today`, default the current UTC date; docs/formats.md); without it no format check is made.
 */
export function buildDeck(
  text: string,
  source: CardSource,
  opts: { strictness?: Strictness; requireSupported?: boolean; format?: FormatId; today?: string } = {},
): DeckBuild {
  const parsed = parseDeckInput(text);
  if (!parsed.ok)
    return {
      ok: false,
      problems: [deckProblem("101", "unknown-card", "unreadable", detailParams(parsed.error))],
    };
  const check = checkDeck(parsed.deck, source, {
    isSupported: opts.requireSupported === false ? () => true : (code) => isSupported(code),
    strictness: opts.strictness ?? "casual",
    ...(opts.format
      ? { format: { id: opts.format, rules: defaultFormatRules(), today: opts.today ?? isoToday() } }
      : {}),
  });
  if (!check.ok) return { ok: false, problems: check.problems };
  const d = check.deck;
  return {
    ok: true,
    deck: { legend: d.legend!, champion: d.champion!, main: d.main, battlefields: d.battlefields, runes: d.runes },
    warnings: check.problems,
  };
}

/** The engine's printed data of one card record (the fields the rules read). */
function toStatic(code: string, c: CardRecord): CardStatic {
  return {
    code,
    name: c.name,
    type: c.type,
    supertype: c.supertype ?? null,
    domains: c.domains,
    energy: c.energy ?? null,
    power: c.power ?? null,
    might: c.might ?? null,
    mightBonus: c.mightBonus ?? null,
    tags: c.tags ?? [],
    keywords: c.keywords ?? [],
    text: c.text ?? "",
  };
}

/** Printed data the engine needs for the given codes (deduplicated). @throws if a code is unknown to the source. */
export function cardStatics(codes: Iterable<string>, source: CardSource): CardStatic[] {
  const out = new Map<string, CardStatic>();
  for (const code of codes) {
    if (out.has(code)) continue;
    const c = source.byCode(code);
    if (!c) throw new Error(`unknown card code ${code}`);
    out.set(code, toStatic(code, c));
  }
  return [...out.values()];
}

/**
 * Every printing of the source as engine data, keyed by its own code (variants resolve to their base card's
 * rules record), for the generated catalogue (scripts/build-catalogue.ts).
 */
export function catalogueEntries(source: CardSource): CardStatic[] {
  return source.all().map((c) => toStatic(c.code, source.byCode(c.code) ?? c));
}

/** A full engine config for the resolved decks, one per seat (two; three or four in 646-648 modes). */
export function matchConfig(decks: readonly RbDeck[], source: CardSource, extra: Partial<RbConfig> = {}): RbConfig {
  const codes = decks.flatMap((d) => [d.legend, d.champion, ...d.main, ...d.battlefields, ...d.runes]);
  return {
    mode: "duel",
    players: decks.map((deck) => ({ deck })),
    cards: cardStatics(codes, source) as RbConfig["cards"],
    ...extra,
  };
}
