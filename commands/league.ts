import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from "discord.js";
import {
  formatChoices,
  gameChoices,
  leagueChoices,
  onLeagueCommand,
  replayChoices,
} from "../src/bot/league/commands.js";
import type { BotDeps } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";
import { deckChoices } from "./deck.js";

/** `/league create|join|drop|start|standings|export|override|role|deck|list|history|replay` (docs/leagues.md). */
export function leagueCommand(deps: () => BotDeps): CommandModule {
  // A league lives in a server (its channel, its organiser role): guild only, like /duel.
  const b = new SlashCommandBuilder()
    .setName("league")
    .setDescription("Community leagues: Swiss rounds, top cut.")
    .setContexts(InteractionContextType.Guild);
  b.addSubcommand((s) =>
    s
      .setName("create")
      .setDescription("Create a league in this channel (organisers).")
      .addStringOption((o) => o.setName("name").setDescription("League name").setRequired(true).setMaxLength(60))
      .addIntegerOption((o) =>
        o.setName("days").setDescription("Round length in days").setRequired(true).setMinValue(1).setMaxValue(30),
      )
      .addIntegerOption((o) =>
        o
          .setName("bestof")
          .setDescription("Games per match")
          .addChoices({ name: "Bo1", value: 1 }, { name: "Bo3", value: 3 }),
      )
      .addIntegerOption((o) =>
        o.setName("rounds").setDescription("Swiss rounds (0 or empty: by player count)").setMinValue(0).setMaxValue(15),
      )
      .addIntegerOption((o) =>
        o
          .setName("top")
          .setDescription("Top cut (single elimination)")
          .addChoices({ name: "none", value: 0 }, { name: "top 4", value: 4 }, { name: "top 8", value: 8 }),
      )
      .addIntegerOption((o) =>
        o
          .setName("clock")
          .setDescription("Hours per decision in matches (default min(72, round length))")
          .setMinValue(1)
          .setMaxValue(720),
      )
      .addIntegerOption((o) =>
        o
          .setName("registration_hours")
          .setDescription("Registration closes after this many hours (late entries until then)")
          .setMinValue(1)
          .setMaxValue(2160),
      )
      .addBooleanOption((o) => o.setName("reveal").setDescription("Reveal decklists after the league"))
      .addStringOption((o) =>
        o.setName("game").setDescription("Game (default: the server's game)").setMaxLength(40).setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName("format")
          .setDescription("Deck format of the deck check (default: standard)")
          .setMaxLength(40)
          .setAutocomplete(true),
      ),
  );
  const leagueOption = (s: import("discord.js").SlashCommandSubcommandBuilder) =>
    s.addStringOption((o) => o.setName("league").setDescription("League name").setRequired(true).setAutocomplete(true));
  b.addSubcommand((s) =>
    leagueOption(s.setName("join").setDescription("Register with a deck (locked for the league).")).addStringOption(
      (o) =>
        o
          .setName("deck")
          .setDescription("One of your saved decks (or a deck code)")
          .setRequired(true)
          .setAutocomplete(true),
    ),
  );
  b.addSubcommand((s) => leagueOption(s.setName("drop").setDescription("Leave a league (your results stay).")));
  b.addSubcommand((s) => leagueOption(s.setName("start").setDescription("Start the league: round 1 (organisers).")));
  b.addSubcommand((s) => leagueOption(s.setName("standings").setDescription("Show the standings.")));
  b.addSubcommand((s) => leagueOption(s.setName("export").setDescription("The standings as a CSV file.")));
  b.addSubcommand((s) =>
    leagueOption(s.setName("override").setDescription("Set a match result, with a reason (organisers)."))
      .addIntegerOption((o) => o.setName("round").setDescription("Round number").setRequired(true).setMinValue(1))
      .addIntegerOption((o) => o.setName("table").setDescription("Table number").setRequired(true).setMinValue(1))
      .addIntegerOption((o) =>
        o
          .setName("games_a")
          .setDescription("Games won by the first player")
          .setRequired(true)
          .setMinValue(0)
          .setMaxValue(3),
      )
      .addIntegerOption((o) =>
        o
          .setName("games_b")
          .setDescription("Games won by the second player")
          .setRequired(true)
          .setMinValue(0)
          .setMaxValue(3),
      )
      .addStringOption((o) =>
        o.setName("reason").setDescription("Why (kept in the audit log)").setRequired(true).setMaxLength(500),
      )
      .addIntegerOption((o) => o.setName("draws").setDescription("Drawn games").setMinValue(0).setMaxValue(3)),
  );
  b.addSubcommand((s) =>
    s
      .setName("role")
      .setDescription("Set the league organiser role (Manage Server).")
      .addRoleOption((o) => o.setName("role").setDescription("Organiser role").setRequired(true)),
  );
  b.addSubcommand((s) =>
    leagueOption(
      s.setName("deck").setDescription("A registered deck (yours; others' after the league if revealed)."),
    ).addUserOption((o) => o.setName("player").setDescription("Whose deck")),
  );
  b.addSubcommand((s) => s.setName("list").setDescription("This server's leagues."));
  b.addSubcommand((s) =>
    s
      .setName("history")
      .setDescription("A player's leagues here: rank, record, matches.")
      .addUserOption((o) => o.setName("player").setDescription("Whose history (default: yours)")),
  );
  b.addSubcommand((s) =>
    s
      .setName("replay")
      .setDescription("A league match rebuilt from its log: final board and the whole log.")
      .addStringOption((o) =>
        o.setName("match").setDescription("Match id (see /league history)").setRequired(true).setAutocomplete(true),
      ),
  );
  return {
    data: b.toJSON(),
    async execute(i: ChatInputCommandInteraction) {
      await onLeagueCommand(deps(), i);
    },
    async autocomplete(i: AutocompleteInteraction) {
      const focused = i.options.getFocused(true).name;
      if (focused === "format") return void (await i.respond(formatChoices(deps(), i)));
      if (focused === "match") return void (await i.respond(await replayChoices(deps(), i)));
      if (focused === "game") return void (await i.respond(gameChoices(deps(), i)));
      await i.respond(focused === "deck" ? await deckChoices(deps(), i) : await leagueChoices(deps(), i));
    },
  };
}
