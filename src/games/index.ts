/**
 * The game registry: the one module of src/games that the table (src/engine, src/services, src/bot) imports
 * (test/unit/import-boundary.test.ts). It lists the installed games; adding a game adds it here and nowhere else
 * in the core. Tests host other games by passing their own table to the service and the bot.
 */
import type { GamePresentation } from "../engine/index.js";
import type { GameAdapter, GameRegistry } from "../services/matches/games.js";
import { riftboundAdapter } from "./riftbound/host.js";
import { riftboundPresentation } from "./riftbound/presentation/index.js";

/** One installed game: what the match service hosts (rules, decks, stops) and how the bot shows it. */
export interface GameDefinition {
  readonly host: GameAdapter;
  readonly presentation: GamePresentation;
}

/** Game key (`Match.game`) → its definition. */
export type GameTable = Readonly<Record<string, GameDefinition>>;

/** The games this process hosts by default: Riftbound, supported cards only. */
export function installedGames(): GameTable {
  return { riftbound: { host: riftboundAdapter(), presentation: riftboundPresentation } };
}

/** The service's view of a table: game key → host adapter. */
export function hostsOf(table: GameTable): GameRegistry {
  return Object.fromEntries(Object.entries(table).map(([k, g]) => [k, g.host]));
}
