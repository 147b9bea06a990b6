import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from "discord.js";
import { clip } from "../src/bot/game/deps.js";
import type { BotDeps } from "../src/bot/game/deps.js";
import type { CommandModule } from "../src/bot/router.js";
import { guildContent, listCardSets, putCardSet, removeCardSet } from "../src/services/card-sets.js";
import type { GameDefinition, GameTable } from "../src/games/index.js";

/** Most problem lines shown in one refusal (the rest are counted). */
const MAX_LINES = 25;

/**
 * `/<game> cardset load|list|remove` for every installed game with organiser-loaded card sets (Rise TCG: `/rise
 * cardset …`, docs/rise.md "Card sets per server"). Server only. `load` takes the set as an attached file (YAML or
 * JSON; a pasted slash option is one line, too short for a set) and `load`/`remove` need Manage Server, checked on
 * each use; answers are private. A refused file is listed line by line and changes nothing.
 */
export function cardSetCommands(deps: () => BotDeps, games: GameTable): CommandModule[] {
  return Object.entries(games).flatMap(([key, g]) => (g.cardSets ? [cardSetCommand(deps, key, g)] : []));
}

function cardSetCommand(deps: () => BotDeps, game: string, def: GameDefinition): CommandModule {
  const title = def.presentation.title;
  const data = new SlashCommandBuilder()
    .setName(game)
    .setDescription(`${title}: card sets of this server.`.slice(0, 100))
    .setContexts(InteractionContextType.Guild)
    .addSubcommandGroup((g) =>
      g
        .setName("cardset")
        .setDescription("Card sets decks may use on this server.")
        .addSubcommand((s) =>
          s
            .setName("load")
            .setDescription("Load or replace a card set from a YAML/JSON file (Manage Server).")
            .addAttachmentOption((o) => o.setName("file").setDescription("The card-set file").setRequired(true)),
        )
        .addSubcommand((s) => s.setName("list").setDescription("The card sets decks may use here."))
        .addSubcommand((s) =>
          s
            .setName("remove")
            .setDescription("Remove a loaded card set (Manage Server); running matches keep their cards.")
            .addStringOption((o) => o.setName("key").setDescription("The set's key").setRequired(true)),
        ),
    )
    .toJSON();
  return {
    data,
    async execute(i) {
      const d = deps();
      const host = def.cardSets!;
      const sub = i.options.getSubcommand(true);
      if (!i.inGuild()) {
        await i.reply({ content: "Card sets belong to a server: use this in one.", flags: MessageFlags.Ephemeral });
        return;
      }
      if (sub === "list") {
        const loaded = await listCardSets(d.db, i.guildId, game);
        const lines = [
          ...host.builtIn().map((s) => `• \`${s.key}\` ${s.name} (${s.cards} cards, built in)`),
          ...loaded.map((s) => `• \`${s.key}\` ${s.name} (loaded by <@${s.loadedBy}>, sha256 ${s.hash.slice(0, 12)})`),
        ];
        await reply(i, `${title} card sets on this server:\n${lines.join("\n")}`);
        return;
      }
      if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) {
        await reply(i, "Only members with Manage Server can load or remove card sets.");
        return;
      }
      if (sub === "remove") {
        const setKey = i.options.getString("key", true).trim();
        const gone = await removeCardSet(d.db, i.guildId, game, setKey);
        await reply(
          i,
          gone
            ? `Removed the card set \`${setKey}\`. Matches already started keep their cards; saved decks using it are refused until it is loaded again.`
            : `No loaded card set \`${setKey}\` on this server (built-in sets can't be removed).`,
        );
        return;
      }
      await load(d, i, game, host);
    },
  };
}

async function load(
  d: BotDeps,
  i: ChatInputCommandInteraction<"cached" | "raw">,
  game: string,
  host: NonNullable<GameDefinition["cardSets"]>,
): Promise<void> {
  const file = i.options.getAttachment("file", true);
  if (file.size > host.maxBytes) {
    await reply(i, `The file is ${file.size} bytes; a card set may have at most ${host.maxBytes}. Nothing was loaded.`);
    return;
  }
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  let text: string;
  try {
    const res = await fetch(file.url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    text = await res.text();
  } catch (err) {
    d.log.warn({ err, game }, "card set: the attachment could not be read");
    await i.editReply("I couldn't read the attached file from Discord; try again. Nothing was loaded.");
    return;
  }
  if (Buffer.byteLength(text, "utf8") > host.maxBytes) {
    await i.editReply(`A card set may have at most ${host.maxBytes} bytes. Nothing was loaded.`);
    return;
  }
  const checked = host.check(text, await guildContent(d.db, i.guildId, game));
  if (!checked.ok) {
    const shown = checked.problems.slice(0, MAX_LINES).map((p) => `- ${p}`);
    const more = checked.problems.length - shown.length;
    await i.editReply(
      clip(
        `The card set was not loaded (${checked.problems.length} problem(s)); nothing changed:\n${shown.join("\n")}${more > 0 ? `\n… and ${more} more.` : ""}`,
        1900,
      ),
    );
    return;
  }
  const r = await putCardSet(d.db, {
    guildId: i.guildId,
    game,
    key: checked.key,
    name: checked.name,
    text,
    loadedBy: i.user.id,
  });
  await i.editReply(
    `${r.replaced ? "Replaced" : "Loaded"} the card set \`${checked.key}\` (${checked.name}, ${checked.cards} cards). ` +
      `Decks name it with a \`Set: ${checked.key}\` line; matches already started keep their cards.`,
  );
}

async function reply(i: ChatInputCommandInteraction, content: string): Promise<void> {
  await i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
