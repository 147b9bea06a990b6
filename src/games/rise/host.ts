/**
 * The Rise TCG host adapter (docs/engine.md "A new game"; docs/rise.md "In Discord"): zod parsing of actions,
 * configs, snapshots and decks, deck building against a card set (002 100), stop points and auto-pass. The
 * match config carries its card table (docs/rise.md "Card data in the match").
 */
import { z } from "zod";
import type { GameAdapter } from "../../services/matches/games.js";
import { actionParser, passWhenOnlyPassing } from "../../services/matches/games.js";
import type { StopPoint } from "../../services/matches/stop-settings.js";
import type { DeckIssue } from "../../services/matches/errors.js";
import { type ServerSets, serverSets } from "./card-sets.js";
import { cardTable } from "./cards/catalogue.js";
import { CardSchema, type CardSet, type RiseCard } from "./cards/schema.js";
import { sampleSet } from "./data/sample.js";
import { buildRiseDeck, type RiseDeck, sampleDeckText } from "./decks.js";
import { type RiseAction, RiseActionSchema, type RiseConfig, type RiseState, riseRules } from "./rules/index.js";

const Code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9~' -]{0,90}$/);
/** A card of the match's table: a set's card, or a substitute it makes (`<card>~<name>`, catalogue.ts). */
const TableCardSchema = CardSchema.extend({ id: Code });
const DeckSchema = z.object({
  set: z.string().min(1).max(32),
  /** SHA-256 of the loaded set's file; absent for a built-in set. */
  hash: z.string().max(64).optional(),
  commander: Code,
  cards: z.array(Code).min(1).max(500),
  /** The cards the deck uses, copied from its set when it was built (absent in decks built before sets per server). */
  defs: z.record(Code, TableCardSchema).optional(),
});
const ConfigSchema = z.object({
  cards: z.record(Code, TableCardSchema),
  decks: z.array(z.object({ commander: Code, cards: z.array(Code).max(500) })).length(2),
});
const SnapshotSchema = z.looseObject({
  version: z.number().int().min(0),
  players: z.array(z.unknown()).length(2),
  objects: z.array(z.unknown()),
  cards: z.record(z.string(), z.unknown()),
  winner: z.number().int().nullable(),
});

/** Rise's stop points: the player's own turn and combats; both on by default. */
export const RISE_STOPS: readonly StopPoint[] = [
  { id: "ownTurn", label: "During your own turn", default: true },
  { id: "combat", label: "During combats", default: true },
];

/** The built-in sets: the shipped sample set. */
export const riseBuiltInSets = (): readonly CardSet[] => [sampleSet()];

/**
 * The Rise adapter: one mode (`1v1`, a single game, 002 102). Decks resolve against `builtIn` (the shipped sample
 * set) plus the server's loaded sets (`options.guild`, docs/rise.md "Card sets per server"). A deck text may start
 * with `Set: <key>`; without it the first built-in set. A built deck carries the cards it uses, so a match never
 * depends on a set staying loaded.
 */
export function riseAdapter(
  builtIn: () => readonly CardSet[] = riseBuiltInSets,
): GameAdapter<RiseConfig, RiseState, RiseAction, RiseDeck> {
  return {
    module: riseRules,
    modes: ["1v1"],
    seats: () => 2,
    guildContent: true,
    parseAction: actionParser(RiseActionSchema),
    parseConfig: (raw) => ConfigSchema.parse(raw),
    parseState: (raw) => SnapshotSchema.parse(raw) as unknown as RiseState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass: passWhenOnlyPassing,
    stops: RISE_STOPS,
    stopsAt: (s, seat) => [...(s.active === seat ? ["ownTurn"] : []), ...(s.combat ? ["combat"] : [])],
    buildDeck: (text, options) => buildServerDeck(serverSets(builtIn(), options?.guild), text),
    parseDeck: (raw) => DeckSchema.parse(raw),
    makeConfig(decks) {
      if (decks.length !== 2) throw new Error("rise: a game needs exactly two decks");
      return matchConfig(decks, builtIn());
    },
  };
}

/** Deck building against a server's sets: the set named (or the first), its cards, no cross-set id clash. */
function buildServerDeck(
  avail: ServerSets,
  text: string,
): { ok: true; deck: RiseDeck; warnings: DeckIssue[] } | { ok: false; problems: DeckIssue[] } {
  const m = /^\s*set\s*:\s*([a-z0-9-]+)\s*$/im.exec(text);
  const key = m?.[1] ?? avail.sets.keys().next().value ?? "";
  const entry = avail.sets.get(key);
  if (!entry) {
    const why = avail.broken.get(key);
    const message = why
      ? `The card set ${key} of this server no longer loads (${why}); an organiser reloads it with /rise cardset load.`
      : `No card set ${key} on this server; sets: ${[...avail.sets.keys()].join(", ")}.`;
    return { ok: false, problems: [{ code: "deck/unknown-set", message }] };
  }
  const r = buildRiseDeck(entry.set, text.replace(/^\s*set\s*:.*$/im, ""));
  if (!r.ok) return { ok: false, problems: r.problems };
  const clashes = [...new Set([r.deck.commander, ...r.deck.cards])].flatMap((id) => {
    const keys = avail.owners.get(id) ?? [];
    return keys.length > 1
      ? [
          {
            code: "deck/card-clash",
            message: `The card id ${id} is defined by the sets ${keys.join(" and ")} on this server: an organiser renames it in one set or removes one (/rise cardset remove).`,
          },
        ]
      : [];
  });
  if (clashes.length) return { ok: false, problems: clashes };
  const defs = cardTable(entry.set, [r.deck.commander, ...r.deck.cards]);
  const deck: RiseDeck = { ...r.deck, ...(entry.hash ? { hash: entry.hash } : {}), defs };
  return { ok: true, deck, warnings: [] };
}

/**
 * The match config of two decks: their cards (each deck's own copy) and lists. Two decks built from different
 * versions of one set (reloaded between the challenge and the answer) may define one id differently: the second
 * deck's card then gets the code `<id>~v2` (its substitutes follow), so each deck plays its own cards.
 * @throws when a deck without its own cards names a set that is not built in (a deck stored before sets per server).
 */
export function matchConfig(decks: readonly RiseDeck[], builtIn: readonly CardSet[]): RiseConfig {
  const cards: Record<string, RiseCard> = {};
  const out = decks.map((d, n) => {
    const defs = d.defs ?? legacyDefs(d, builtIn);
    const rename = new Map<string, string>();
    for (const [code, c] of Object.entries(defs)) {
      const prior = cards[code];
      if (prior && JSON.stringify(prior) !== JSON.stringify(c))
        rename.set(code.split("~")[0]!, `${code.split("~")[0]}~v${n + 1}`);
    }
    const recode = (code: string): string => {
      const [base, ...rest] = code.split("~");
      const to = rename.get(base!);
      return to ? [to, ...rest].join("~") : code;
    };
    for (const [code, c] of Object.entries(defs)) cards[recode(code)] = { ...c, id: recode(c.id) };
    return { commander: recode(d.commander), cards: d.cards.map(recode) };
  });
  return { cards, decks: out };
}

function legacyDefs(d: RiseDeck, builtIn: readonly CardSet[]): Record<string, RiseCard> {
  const set = builtIn.find((s) => s.set === d.set);
  if (!set) throw new Error(`rise: the card set ${d.set} of a deck is not built in and the deck carries no cards`);
  return cardTable(set, [d.commander, ...d.cards]);
}

/** The sample set's two decks as deck texts (the demo and tests). */
export function riseDemoDecks(): readonly [{ name: string; text: string }, { name: string; text: string }] {
  const set = sampleSet();
  return [
    { name: "rise-council", text: sampleDeckText(set, 0) },
    { name: "rise-free-front", text: sampleDeckText(set, 1) },
  ];
}
