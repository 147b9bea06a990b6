/**
 * What the match service needs to host Grand Archive (docs/engine.md "A new game"): zod parsing of actions,
 * configs, snapshots and decks, the winner, concede and pass, the stop points, deck building (three list shapes,
 * construction checks, unsupported cards refused) and the match config.
 */
import { z } from "zod";
import type { GameAdapter } from "../../services/matches/games.js";
import { actionParser, passWhenOnlyPassing } from "../../services/matches/games.js";
import type { StopPoint } from "../../services/matches/stop-settings.js";
import { checkDeck, parseDeckText } from "./decks.js";
import { type GaAction, GaActionSchema } from "./rules/actions.js";
import { grandArchiveRules } from "./rules/index.js";
import { type GaConfig, GaConfigSchema, type GaDeckList, GaDeckListSchema } from "./rules/setup.js";
import type { GaState } from "./rules/state.js";

/** Minimal shape check of a stored snapshot; the full state is the engine's own JSON. */
const SnapshotSchema = z.looseObject({
  version: z.number().int().min(0),
  players: z.array(z.unknown()).length(2),
  cards: z.array(z.unknown()),
  winner: z.number().int().nullable(),
});

/** Grand Archive's stop points: the player's own turn and any Effects Stack with an opponent's layer on it. */
export const GA_STOPS: readonly StopPoint[] = [
  { id: "ownTurn", label: "During your own turn", default: true },
  { id: "opponentStack", label: "When an opponent puts something on the Effects Stack", default: true },
];

/** Options: `requireSupported` false lets tests build decks with cards the engine refuses. */
export interface GaAdapterOptions {
  readonly requireSupported?: boolean;
}

/** The Grand Archive adapter: mode `1v1`, one game (CR Format Conventions: standard constructed). */
export function grandArchiveAdapter(
  options: GaAdapterOptions = {},
): GameAdapter<GaConfig, GaState, GaAction, GaDeckList> {
  return {
    module: grandArchiveRules,
    modes: ["1v1"],
    seats: () => 2,
    parseAction: actionParser(GaActionSchema),
    parseConfig: (raw) => GaConfigSchema.parse(raw),
    parseState: (raw) => SnapshotSchema.parse(raw) as unknown as GaState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass: passWhenOnlyPassing,
    stops: GA_STOPS,
    stopsAt: (s, seat) => [
      ...(s.active === seat ? ["ownTurn"] : []),
      ...(s.stack.some((e) => e.controller !== seat) ? ["opponentStack"] : []),
    ],
    buildDeck(text) {
      const parsed = parseDeckText(text);
      if (!parsed.ok) return { ok: false, problems: parsed.problems };
      const issues = checkDeck(parsed.deck).filter(
        (i) => options.requireSupported !== false || i.code !== "deck/unsupported",
      );
      return issues.length ? { ok: false, problems: issues } : { ok: true, deck: parsed.deck, warnings: [] };
    },
    parseDeck: (raw) => GaDeckListSchema.parse(raw),
    makeConfig(decks) {
      const [a, b] = decks;
      if (!a || !b || decks.length !== 2) throw new Error("grand-archive: a game needs exactly two decks");
      return { decks: [a, b] };
    },
  };
}
