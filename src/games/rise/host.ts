/**
 * The Rise TCG host adapter (docs/engine.md "A new game"; docs/rise.md "In Discord"): zod parsing of actions,
 * configs, snapshots and decks, deck building against a card set (002 100), stop points and auto-pass. The
 * match config carries its card table (docs/rise.md "Card data in the match").
 */
import { z } from "zod";
import type { GameAdapter } from "../../services/matches/games.js";
import { actionParser, passWhenOnlyPassing } from "../../services/matches/games.js";
import type { StopPoint } from "../../services/matches/stop-settings.js";
import { cardTable } from "./cards/catalogue.js";
import { CardSchema, type CardSet } from "./cards/schema.js";
import { sampleSet } from "./data/sample.js";
import { buildRiseDeck, type RiseDeck, sampleDeckText } from "./decks.js";
import { type RiseAction, RiseActionSchema, type RiseConfig, type RiseState, riseRules } from "./rules/index.js";

const Code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9~' -]{0,90}$/);
const DeckSchema = z.object({
  set: z.string().min(1).max(32),
  commander: Code,
  cards: z.array(Code).min(1).max(500),
});
/** A card of the match's table: a set's card, or a substitute it makes (`<card>~<name>`, catalogue.ts). */
const TableCardSchema = CardSchema.extend({ id: Code });
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

/**
 * The Rise adapter: one mode (`1v1`, a single game, 002 102). `sets` gives the card sets decks may use (key →
 * set); by default the shipped sample set. A deck text may start with `Set: <key>`; without it the first set.
 */
export function riseAdapter(
  sets: () => Readonly<Record<string, CardSet>> = () => ({ sample: sampleSet() }),
): GameAdapter<RiseConfig, RiseState, RiseAction, RiseDeck> {
  const setOf = (key: string): CardSet | undefined => sets()[key];
  return {
    module: riseRules,
    modes: ["1v1"],
    seats: () => 2,
    parseAction: actionParser(RiseActionSchema),
    parseConfig: (raw) => ConfigSchema.parse(raw),
    parseState: (raw) => SnapshotSchema.parse(raw) as unknown as RiseState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass: passWhenOnlyPassing,
    stops: RISE_STOPS,
    stopsAt: (s, seat) => [...(s.active === seat ? ["ownTurn"] : []), ...(s.combat ? ["combat"] : [])],
    buildDeck(text) {
      const m = /^\s*set\s*:\s*([a-z0-9-]+)\s*$/im.exec(text);
      const all = sets();
      const key = m?.[1] ?? Object.keys(all)[0] ?? "";
      const set = setOf(key);
      if (!set)
        return {
          ok: false,
          problems: [
            { code: "deck/unknown-set", message: `No card set ${key}; sets: ${Object.keys(all).join(", ")}.` },
          ],
        };
      const r = buildRiseDeck(set, text.replace(/^\s*set\s*:.*$/im, ""));
      return r.ok ? { ok: true, deck: r.deck, warnings: [] } : { ok: false, problems: r.problems };
    },
    parseDeck: (raw) => DeckSchema.parse(raw),
    makeConfig(decks) {
      if (decks.length !== 2) throw new Error("rise: a game needs exactly two decks");
      const cards: Record<string, z.infer<typeof CardSchema>> = {};
      for (const d of decks) {
        const set = setOf(d.set);
        if (!set) throw new Error(`rise: the card set ${d.set} of a deck is no longer loaded`);
        Object.assign(cards, cardTable(set, [d.commander, ...d.cards]));
      }
      return { cards, decks: decks.map((d) => ({ commander: d.commander, cards: [...d.cards] })) };
    },
  };
}

/** The sample set's two decks as deck texts (the demo and tests). */
export function riseDemoDecks(): readonly [{ name: string; text: string }, { name: string; text: string }] {
  const set = sampleSet();
  return [
    { name: "rise-council", text: sampleDeckText(set, 0) },
    { name: "rise-free-front", text: sampleDeckText(set, 1) },
  ];
}
