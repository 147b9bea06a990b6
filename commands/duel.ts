import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from "discord.js";
import { type GameTable, installedGames } from "../src/games/index.js";
import { challenge } from "../src/bot/game/challenge.js";
import { listMatches } from "../src/bot/game/list.js";
import { type BotDeps, gameOptionChoices } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";
import { deckChoices } from "./deck.js";
import { gameCommands } from "./game.js";
import { commandGroup } from "./group.js";
import { duelToolCommands } from "./duel-tools.js";

/**
 * `/duel …` (issue 15: one namespace, guild only since a match needs a channel for its thread): `challenge` and
 * the game commands (`board`, `hand`, `concede` and those the installed games add, e.g. Riftbound's `play`,
 * `move`, `pass`) as subcommands.
 */
export function duelCommand(deps: () => BotDeps, games: GameTable = installedGames()): CommandModule {
  return commandGroup(
    {
      name: "duel",
      description: "Duels: challenge, play, see the board, concede.",
      contexts: [InteractionContextType.Guild],
      nameLocalizations: { "zh-CN": "对决" },
      descriptionLocalizations: { "zh-CN": "对决：发起挑战、出牌、查看牌桌、认输。" },
    },
    [challengeCommand(deps, games), listCommand(deps), ...gameCommands(deps, games), ...duelToolCommands(deps)],
  );
}

/**
 * `challenge opponent deck [mode] [clock] [format] [opponent2] [opponent3] [game]` (a subcommand of `/duel`); `game`
 * only when more than one game is installed (default: the first, Riftbound; docs/bot.md "Games").
 */
export function challengeCommand(deps: () => BotDeps, games: GameTable = installedGames()): CommandModule {
  const data = new SlashCommandBuilder()
    .setName("challenge")
    .setDescription("Challenge someone to a duel (Riftbound unless you choose another game).")
    .addUserOption((o) => o.setName("opponent").setDescription("Who you challenge").setRequired(true))
    .addStringOption((o) =>
      o
        .setName("deck")
        .setDescription("One of your saved decks (or a deck code)")
        .setRequired(true)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName("mode")
        .setDescription("duel (one game), match (best of three), or a game for three or four players")
        .addChoices(
          { name: "duel", value: "duel" },
          { name: "match (Bo3)", value: "match" },
          { name: "FFA3 (3 players, name opponent2)", value: "ffa3" },
          { name: "FFA4 (4 players, name opponent2 and opponent3)", value: "ffa4" },
          { name: "2v2 (4 players in two teams)", value: "2v2" },
        ),
    )
    .addIntegerOption((o) =>
      o.setName("clock").setDescription("Hours per decision (1-720, default 72)").setMinValue(1).setMaxValue(720),
    )
    .addStringOption((o) =>
      o
        .setName("format")
        .setDescription("Deck format: casual (default, any implemented card) or standard (ban list applies)")
        .addChoices({ name: "casual", value: "casual" }, { name: "standard", value: "standard" }),
    )
    // Modes of three or four players (issue 16): the further invited players, in turn order.
    .addUserOption((o) => o.setName("opponent2").setDescription("Third player (ffa3, ffa4, 2v2)"))
    .addUserOption((o) => o.setName("opponent3").setDescription("Fourth player (ffa4, 2v2)"));
  if (Object.keys(games).length > 1)
    data.addStringOption((o) =>
      o
        .setName("game")
        .setDescription(`Which game (default: ${Object.values(games)[0]?.presentation.title})`)
        .addChoices(...gameOptionChoices(games)),
    );
  return {
    data: data.toJSON(),
    async execute(i: ChatInputCommandInteraction) {
      await challenge(deps(), i);
    },
    async autocomplete(i: AutocompleteInteraction) {
      await i.respond(await deckChoices(deps(), i));
    },
  };
}

/** `list` (a subcommand of `/duel`): your challenges and matches, whose move and the deadlines (private). */
export function listCommand(deps: () => BotDeps): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName("list")
      .setDescription("Your challenges and matches: whose move it is and when the clocks run out.")
      .toJSON(),
    execute: (i) => listMatches(deps(), i),
  };
}
