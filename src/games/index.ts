/**
 * The game registry: the one module of src/games that the table (src/engine, src/services, src/bot) imports
 * (test/unit/import-boundary.test.ts). It lists the installed games; adding a game adds it here and nowhere else
 * in the core. Tests host other games by passing their own registry to the service and the bot.
 */
import type { GameRegistry } from "../services/matches/games.js";
import { riftboundAdapter } from "./riftbound/host.js";

/** The games this process hosts by default, by key (`Match.game`): Riftbound, supported cards only. */
export function installedGames(): GameRegistry {
  return { riftbound: riftboundAdapter() };
}
