import { SlashCommandBuilder } from "discord.js";
import type { CommandModule } from "../../src/bot/router.js";
import { ruleChoices, ruleReply } from "../../src/services/lookup/index.js";
import { answerWith, chooseWith, gameOf, gameOption, langOfInteraction, langOption, privateOption } from "./respond.js";

/**
 * `/rule <query> [game] [private]`: a rule number (`559.3.c`; `626` gives the section with its sub-rules),
 * a keyword (`Tank`, `肉盾`), a card name, or words in Chinese or English. Official text first.
 */
export const rule: CommandModule = {
  data: new SlashCommandBuilder()
    .setName("rule")
    .setDescription("Look up a rule by number or words (Chinese or English).")
    .addStringOption((o) =>
      o
        .setName("query")
        .setDescription("A rule number (559.3.c, 626) or words (Tank, 肉盾, showdown).")
        .setRequired(true)
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .addStringOption(gameOption)
    .addBooleanOption(privateOption)
    .addStringOption(langOption)
    .toJSON(),
  async execute(interaction) {
    const query = interaction.options.getString("query", true);
    const game = gameOf(interaction);
    const lang = langOfInteraction(interaction, query);
    await answerWith(interaction, (l) => ruleReply(l, query, game, lang));
  },
  async autocomplete(interaction) {
    const game = gameOf(interaction);
    await chooseWith(interaction, (l, typed) => ruleChoices(l, typed, game, langOfInteraction(interaction, typed)));
  },
};
