import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from "discord.js";
import { deckModal, DECK_FIELD } from "../src/bot/game/challenge.js";
import { DECK_NAME_MAX, deleteDeck, findDeck, listDecks, problemLines, saveDeck } from "../src/bot/game/decks.js";
import { type BotDeps, clip } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";

/** Custom id of the `/deck save` modal (name + list). */
export const DECK_SAVE_MODAL = "dksave";

const data = new SlashCommandBuilder()
  .setName("deck")
  .setDescription("Save and manage your Riftbound decks.")
  // Decks belong to the player, not to a server: usable in servers and in DMs with the bot (issue 15).
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addSubcommand((s) =>
    s
      .setName("save")
      .setDescription("Save a deck (paste a code here, or leave the list empty to paste a long list in a form).")
      .addStringOption((o) =>
        o.setName("name").setDescription("Deck name").setRequired(true).setMaxLength(DECK_NAME_MAX),
      )
      .addStringOption((o) => o.setName("list").setDescription("Piltover deck code or a short list (optional)")),
  )
  .addSubcommand((s) => s.setName("list").setDescription("List your saved decks."))
  .addSubcommand((s) =>
    s
      .setName("show")
      .setDescription("Show a saved deck.")
      .addStringOption((o) => o.setName("name").setDescription("Deck name").setRequired(true).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName("delete")
      .setDescription("Delete a saved deck.")
      .addStringOption((o) => o.setName("name").setDescription("Deck name").setRequired(true).setAutocomplete(true)),
  )
  .toJSON();

/** Saves and answers privately: "saved" with warnings, or every problem of the list. */
async function saveAndAnswer(
  deps: BotDeps,
  i: ChatInputCommandInteraction | ModalSubmitInteraction,
  name: string,
  text: string,
): Promise<void> {
  const r = await saveDeck(deps, i.user.id, name, text);
  const content = r.ok
    ? `✅ Deck “${r.deck.name}” ${r.created ? "saved" : "updated"}.${r.warnings.length ? `\nWarnings:\n${problemLines(r.warnings)}` : ""}`
    : `The deck was not saved:\n${problemLines(r.problems)}`;
  await i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral });
}

/** `/deck save|list|show|delete`; answers are private. */
export function deckCommand(deps: () => BotDeps): CommandModule {
  return {
    data,
    async execute(i: ChatInputCommandInteraction) {
      const sub = i.options.getSubcommand();
      const d = deps();
      if (sub === "save") {
        const name = i.options.getString("name", true);
        const list = i.options.getString("list");
        if (!list) {
          await i.showModal(deckModal(DECK_SAVE_MODAL, "Save a deck", { value: name }));
          return;
        }
        return saveAndAnswer(d, i, name, list);
      }
      if (sub === "list") {
        const decks = await listDecks(d, i.user.id);
        const content = decks.length
          ? `Your decks:\n${decks.map((x) => `• ${x.name}`).join("\n")}`
          : "You have no saved decks. Save one with `/deck save`.";
        await i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral });
        return;
      }
      const name = i.options.getString("name", true);
      if (sub === "show") {
        const deck = await findDeck(d, i.user.id, name);
        const content = deck
          ? `**${deck.name}**\n\`\`\`\n${clip(deck.sourceText.replaceAll("```", "'''"), 1800)}\n\`\`\``
          : `You have no deck called “${clip(name, 60)}”.`;
        await i.reply({ content, flags: MessageFlags.Ephemeral });
        return;
      }
      const gone = await deleteDeck(d, i.user.id, name);
      await i.reply({
        content: gone ? `🗑️ Deck “${clip(name, 60)}” deleted.` : `You have no deck called “${clip(name, 60)}”.`,
        flags: MessageFlags.Ephemeral,
      });
    },
    async autocomplete(i: AutocompleteInteraction) {
      await i.respond(await deckChoices(deps(), i));
    },
  };
}

/** Saved deck names of the user matching what they typed (autocomplete). */
export async function deckChoices(
  deps: BotDeps,
  i: AutocompleteInteraction,
): Promise<{ name: string; value: string }[]> {
  const typed = String(i.options.getFocused()).toLowerCase();
  return (await listDecks(deps, i.user.id))
    .filter((x) => x.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((x) => ({ name: x.name, value: x.name }));
}

/** The `/deck save` modal's submit. */
export async function onDeckSaveModal(deps: BotDeps, i: ModalSubmitInteraction): Promise<void> {
  return saveAndAnswer(deps, i, i.fields.getTextInputValue("name"), i.fields.getTextInputValue(DECK_FIELD));
}
