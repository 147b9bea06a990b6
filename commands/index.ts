import type { BotDeps } from "../src/bot/game/deps.js";
import { type GameTable, installedGames } from "../src/games/index.js";
import type { CommandModule } from "../src/bot/router.js";
import { cardSetCommands } from "./cardset.js";
import { deckCommand } from "./deck.js";
import { duelCommand } from "./duel.js";
import { rulesCommand } from "./lookup/index.js";
import { leagueCommand } from "./league.js";
import { localizeCommands } from "./locales.js";

/**
 * Every slash command of the bot, bound to `deps` (a getter, so the list can be built before the bot
 * exists), with the commands `games` add. `npm run deploy-commands` registers the `data` of exactly this list:
 * three namespaces (issue 15) `/deck …`, `/duel …` (with the games' commands) and `/rules …`, `/league …`, and
 * `/<game> cardset …` for each game with organiser-loaded card sets (Rise: `/rise`); no test fixtures.
 */
export function createCommands(deps: () => BotDeps, games: GameTable = installedGames()): CommandModule[] {
  // zh-CN names and descriptions (issue 15) from one table: ./locales.ts.
  return localizeCommands([
    deckCommand(deps, games),
    duelCommand(deps, games),
    rulesCommand,
    leagueCommand(deps),
    ...cardSetCommands(deps, games),
  ]);
}

/** The command list for registration only (`data`); running one of these without a bot throws. */
export const commands: readonly CommandModule[] = createCommands(() => {
  throw new Error("commands from commands/index.ts `commands` are for registration; use createCommands(deps)");
});
