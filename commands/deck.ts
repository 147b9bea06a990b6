import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from "discord.js";
import { deckModal, DECK_FIELD } from "../src/bot/game/challenge.js";
import { DECK_NAME_MAX, deleteDeck, findDeck, listDecks, problemLines, saveDeck } from "../src/bot/game/decks.js";
import { type BotDeps, chosenGame, clip, gameOptionChoices } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";
import { t } from "../src/bot/i18n.js";
import { type GameTable, installedGames } from "../src/games/index.js";

/** Custom id of the `/deck save` modal (name + list); `dksave:<game>` for a game other than the default. */
export const DECK_SAVE_MODAL = "dksave";

/** The `game:` option of every `/deck` subcommand (decks are saved per game; default: the bot's first game). */
function withGame(s: SlashCommandSubcommandBuilder, games: GameTable): SlashCommandSubcommandBuilder {
  if (Object.keys(games).length < 2) return s;
  return s.addStringOption((o) =>
    o
      .setName("game")
      .setDescription("Which game's decks (default: the first game)")
      .addChoices(...gameOptionChoices(games)),
  );
}

/** `/deck save|list|show|delete`, each with the `game:` option when more than one game is installed. */
function deckData(games: GameTable) {
  return (
    new SlashCommandBuilder()
      .setName("deck")
      .setDescription("Save and manage your decks.")
      // Decks belong to the player, not to a server: usable in servers and in DMs with the bot (issue 15).
      .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
      .addSubcommand((s) =>
        withGame(
          s
            .setName("save")
            .setDescription("Save a deck (paste a code here, or leave the list empty to paste a long list in a form).")
            .addStringOption((o) =>
              o.setName("name").setDescription("Deck name").setRequired(true).setMaxLength(DECK_NAME_MAX),
            )
            .addStringOption((o) => o.setName("list").setDescription("Piltover deck code or a short list (optional)")),
          games,
        ),
      )
      .addSubcommand((s) => withGame(s.setName("list").setDescription("List your saved decks."), games))
      .addSubcommand((s) =>
        withGame(
          s
            .setName("show")
            .setDescription("Show a saved deck.")
            .addStringOption((o) =>
              o.setName("name").setDescription("Deck name").setRequired(true).setAutocomplete(true),
            ),
          games,
        ),
      )
      .addSubcommand((s) =>
        withGame(
          s
            .setName("delete")
            .setDescription("Delete a saved deck.")
            .addStringOption((o) =>
              o.setName("name").setDescription("Deck name").setRequired(true).setAutocomplete(true),
            ),
          games,
        ),
      )
      .toJSON()
  );
}

/** Saves and answers privately: "saved" with warnings, or every problem of the list. */
async function saveAndAnswer(
  deps: BotDeps,
  i: ChatInputCommandInteraction | ModalSubmitInteraction,
  name: string,
  text: string,
  game: string,
): Promise<void> {
  const r = await saveDeck(deps, i.user.id, name, text, game, i.guildId);
  const loc = i.locale;
  const content = r.ok
    ? `${t(loc, r.created ? "deck.saved" : "deck.updated", { name: r.deck.name })}${r.warnings.length ? `\n${t(loc, "deck.warnings")}\n${problemLines(deps, r.warnings, loc, game)}` : ""}`
    : `${t(loc, "deck.notSaved")}\n${problemLines(deps, r.problems, loc, game)}`;
  await i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral });
}

/**
 * `/deck save|list|show|delete [game]`; answers are private. Decks are kept per game (`game:`, default the bot's
 * first game; docs/bot.md "Games").
 */
export function deckCommand(deps: () => BotDeps, games: GameTable = installedGames()): CommandModule {
  return {
    data: deckData(games),
    async execute(i: ChatInputCommandInteraction) {
      const sub = i.options.getSubcommand();
      const d = deps();
      const g = chosenGame(d, i.options.getString("game"));
      if (!g.ok) return void (await i.reply({ content: g.message, flags: MessageFlags.Ephemeral }));
      const game = g.game;
      if (sub === "save") {
        const name = i.options.getString("name", true);
        const list = i.options.getString("list");
        if (!list) {
          const id = game === d.game ? DECK_SAVE_MODAL : `${DECK_SAVE_MODAL}:${game}`;
          await i.showModal(deckModal(id, t(i.locale, "deck.modalTitle"), { value: name }, i.locale));
          return;
        }
        return saveAndAnswer(d, i, name, list, game);
      }
      if (sub === "list") {
        const decks = await listDecks(d, i.user.id, game);
        const content = decks.length
          ? `${t(i.locale, "deck.list")}\n${decks.map((x) => `• ${x.name}`).join("\n")}`
          : t(i.locale, "deck.none");
        await i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral });
        return;
      }
      const name = i.options.getString("name", true);
      if (sub === "show") {
        const deck = await findDeck(d, i.user.id, name, game);
        const content = deck
          ? `**${deck.name}**\n\`\`\`\n${clip(deck.sourceText.replaceAll("```", "'''"), 1800)}\n\`\`\``
          : t(i.locale, "deck.missing", { name: clip(name, 60) });
        await i.reply({ content, flags: MessageFlags.Ephemeral });
        return;
      }
      const gone = await deleteDeck(d, i.user.id, name, game);
      await i.reply({
        content: t(i.locale, gone ? "deck.deleted" : "deck.missing", { name: clip(name, 60) }),
        flags: MessageFlags.Ephemeral,
      });
    },
    async autocomplete(i: AutocompleteInteraction) {
      await i.respond(await deckChoices(deps(), i));
    },
  };
}

/**
 * Saved deck names of the user matching what they typed (autocomplete), of the game the command's `game:` option
 * names (the bot's default game when it is empty or unknown).
 */
export async function deckChoices(
  deps: BotDeps,
  i: AutocompleteInteraction,
  game?: string,
): Promise<{ name: string; value: string }[]> {
  const typed = String(i.options.getFocused()).toLowerCase();
  const g = chosenGame(deps, game ?? i.options.getString("game"));
  return (await listDecks(deps, i.user.id, g.ok ? g.game : deps.game))
    .filter((x) => x.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((x) => ({ name: x.name, value: x.name }));
}

/** The `/deck save` modal's submit. */
export async function onDeckSaveModal(deps: BotDeps, i: ModalSubmitInteraction): Promise<void> {
  const g = chosenGame(deps, i.customId.split(":")[1]);
  if (!g.ok) return void (await i.reply({ content: g.message, flags: MessageFlags.Ephemeral }));
  return saveAndAnswer(deps, i, i.fields.getTextInputValue("name"), i.fields.getTextInputValue(DECK_FIELD), g.game);
}
