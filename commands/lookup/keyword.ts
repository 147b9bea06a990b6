import { SlashCommandBuilder } from "discord.js";
import type { CommandModule } from "../../src/bot/router.js";
import { keywordChoices, keywordReply } from "../../src/services/lookup/index.js";
import { answerWith, chooseWith, gameOf, gameOption, langOfInteraction, langOption, privateOption } from "./respond.js";

/** `/keyword <name> [game] [private]`: a keyword's rule section (`Shield`, `护盾`, `Assault 2`). */
export const keyword: CommandModule = {
  data: new SlashCommandBuilder()
    .setName("keyword")
    .setDescription("Show a keyword's rules (Chinese or English name).")
    .addStringOption((o) =>
      o
        .setName("name")
        .setDescription("The keyword, e.g. Shield, Tank, 肉盾.")
        .setRequired(true)
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .addStringOption(gameOption)
    .addBooleanOption(privateOption)
    .addStringOption(langOption)
    .toJSON(),
  async execute(interaction) {
    const name = interaction.options.getString("name", true);
    const game = gameOf(interaction);
    const lang = langOfInteraction(interaction, name);
    await answerWith(interaction, (l) => keywordReply(l, name, game, lang));
  },
  async autocomplete(interaction) {
    const game = gameOf(interaction);
    await chooseWith(interaction, (l, typed) => keywordChoices(l, typed, game, langOfInteraction(interaction, typed)));
  },
};
