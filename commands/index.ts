import type { BotDeps } from "../src/bot/game/deps.js";
import { type GameTable, installedGames } from "../src/games/index.js";
import type { CommandModule } from "../src/bot/router.js";
import { deckCommand } from "./deck.js";
import { duelCommand } from "./duel.js";
import { gameCommands } from "./game.js";
import { leagueCommand } from "./league.js";
import { LOOKUP_COMMANDS } from "./lookup/index.js";
import { ping } from "./ping.js";

/**
 * Every slash command of the bot, bound to `deps` (a getter, so the list can be built before the bot
 * exists), with the commands `games` add. `npm run deploy-commands` registers the `data` of exactly this list.
 */
export function createCommands(deps: () => BotDeps, games: GameTable = installedGames()): CommandModule[] {
  return [
    ping,
    deckCommand(deps),
    duelCommand(deps),
    ...gameCommands(deps, games),
    ...LOOKUP_COMMANDS,
    leagueCommand(deps),
  ];
}

/** The command list for registration only (`data`); running one of these without a bot throws. */
export const commands: readonly CommandModule[] = createCommands(() => {
  throw new Error("commands from commands/index.ts `commands` are for registration; use createCommands(deps)");
});
