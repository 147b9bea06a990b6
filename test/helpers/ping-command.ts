import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  SlashCommandBuilder,
} from "discord.js";
import type { CommandModule } from "../../src/bot/router.js";

/** Words offered by `/ping word:` autocomplete. */
const WORDS = ["alpha", "beta", "gamma", "delta"];

/** `/ping [word]`: a private "Pong!" (echoing `word`); the router's test fixture (not registered by the bot, issue 15). */
export const ping: CommandModule = {
  data: new SlashCommandBuilder()
    .setName("ping")
    .setDescription("Check that Duelhall answers.")
    .addStringOption((o) => o.setName("word").setDescription("A word to echo back.").setAutocomplete(true))
    .toJSON(),
  async execute(interaction: ChatInputCommandInteraction) {
    const word = interaction.options.getString("word");
    await interaction.reply({ content: word ? `Pong: ${word}` : "Pong!", flags: MessageFlags.Ephemeral });
  },
  async autocomplete(interaction: AutocompleteInteraction) {
    const typed = interaction.options.getFocused().toLowerCase();
    const choices = WORDS.filter((w) => w.startsWith(typed)).map((w) => ({ name: w, value: w }));
    await interaction.respond(choices.slice(0, 25));
  },
};
