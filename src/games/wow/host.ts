/**
 * The WoW TCG host adapter (docs/engine.md "A new game"): zod parsing of actions, configs, snapshots and decks,
 * deck building (decks.ts: 001 100 and the engine's support), stop points and auto-pass.
 */
import { z } from "zod";
import type { GameAdapter } from "../../services/matches/games.js";
import { actionParser, passWhenOnlyPassing } from "../../services/matches/games.js";
import type { StopPoint } from "../../services/matches/stop-settings.js";
import { buildWowDeck, type WowDeck } from "./decks.js";
import { type WowAction, WowActionSchema, type WowConfig, type WowState, wowRules } from "./rules/index.js";

const DeckSchema = z.object({
  hero: z.string().regex(/^(HoA|TDP)-\d+$/),
  cards: z
    .array(z.string().regex(/^(HoA|TDP)-\d+$/))
    .min(1)
    .max(500),
  /** The side deck (CR 7.4 100.3), the collection of 800.2a. */
  side: z
    .array(z.string().regex(/^(HoA|TDP)-\d+$/))
    .max(10)
    .optional(),
});
const ConfigSchema = z.object({ decks: z.array(DeckSchema).length(2) });
const SnapshotSchema = z.looseObject({
  version: z.number().int().min(0),
  players: z.array(z.unknown()).length(2),
  objects: z.array(z.unknown()),
  winner: z.number().int().nullable(),
});

/** WoW's stop points: the player's own turn and combats they are in; both on by default. */
export const WOW_STOPS: readonly StopPoint[] = [
  { id: "ownTurn", label: "During your own turn", default: true },
  { id: "combat", label: "During combats", default: true },
];

/** The WoW adapter: one mode (`1v1`, a single game, 001 102). */
export function wowAdapter(): GameAdapter<WowConfig, WowState, WowAction, WowDeck> {
  return {
    module: wowRules,
    modes: ["1v1"],
    seats: () => 2,
    parseAction: actionParser(WowActionSchema),
    parseConfig: (raw) => ConfigSchema.parse(raw),
    parseState: (raw) => SnapshotSchema.parse(raw) as unknown as WowState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass: passWhenOnlyPassing,
    stops: WOW_STOPS,
    stopsAt: (s, seat) => [...(s.active === seat ? ["ownTurn"] : []), ...(s.combat ? ["combat"] : [])],
    buildDeck(text) {
      const r = buildWowDeck(text);
      return r.ok ? { ok: true, deck: r.deck, warnings: [] } : { ok: false, problems: r.problems };
    },
    parseDeck: (raw) => DeckSchema.parse(raw),
    makeConfig(decks) {
      if (decks.length !== 2) throw new Error("wow: a game needs exactly two decks");
      return {
        decks: decks.map((d) => ({
          hero: d.hero,
          cards: [...d.cards],
          ...(d.side?.length ? { side: [...d.side] } : {}),
        })),
      };
    },
  };
}
