import { SlashCommandBuilder } from "discord.js";
import type { CommandModule } from "../../src/bot/router.js";
import { cardChoices, cardReply } from "../../src/services/lookup/index.js";
import { answerWith, chooseWith, langOfInteraction, langOption, privateOption } from "./respond.js";

/**
 * `/card <name> [private]`: a Riftbound card by (fuzzy) name or code with printed text, stats, keywords and
 * their rules, and whether the engine supports it.
 */
export const card: CommandModule = {
  data: new SlashCommandBuilder()
    .setName("card")
    .setDescription("Show a Riftbound card: text, stats, keyword rules, engine support.")
    .addStringOption((o) =>
      o
        .setName("name")
        .setDescription("Card name (typos are fine) or code, e.g. Void Seeker, OGN-024.")
        .setRequired(true)
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .addBooleanOption(privateOption)
    .addStringOption(langOption)
    .toJSON(),
  async execute(interaction) {
    const name = interaction.options.getString("name", true);
    // Keyword sections in the reader's language (issue 18): the `lang` option, else the Discord locale.
    const lang = langOfInteraction(interaction, name);
    await answerWith(interaction, (l) => cardReply(l, name, lang));
  },
  async autocomplete(interaction) {
    await chooseWith(interaction, (l, typed) => cardChoices(l, typed));
  },
};
