import { type AutocompleteInteraction, type ChatInputCommandInteraction, SlashCommandBuilder } from "discord.js";
import { challenge } from "../src/bot/game/challenge.js";
import type { BotDeps } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";
import { deckChoices } from "./deck.js";

/** `/duel challenge opponent deck [mode] [clock] [format]`. */
export function duelCommand(deps: () => BotDeps): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName("duel")
      .setDescription("Riftbound duels in this channel.")
      .addSubcommand((s) =>
        s
          .setName("challenge")
          .setDescription("Challenge someone to a Riftbound duel.")
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
              .setDescription("duel (one game) or match (best of three)")
              .addChoices({ name: "duel", value: "duel" }, { name: "match (Bo3)", value: "match" }),
          )
          .addIntegerOption((o) =>
            o.setName("clock").setDescription("Hours per decision (1-720, default 72)").setMinValue(1).setMaxValue(720),
          )
          .addStringOption((o) =>
            o
              .setName("format")
              .setDescription("Deck format: casual (default, any implemented card) or standard (ban list applies)")
              .addChoices({ name: "casual", value: "casual" }, { name: "standard", value: "standard" }),
          ),
      )
      .toJSON(),
    async execute(i: ChatInputCommandInteraction) {
      await challenge(deps(), i);
    },
    async autocomplete(i: AutocompleteInteraction) {
      await i.respond(await deckChoices(deps(), i));
    },
  };
}
