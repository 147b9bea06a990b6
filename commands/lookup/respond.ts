import {
  type APIEmbed,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type SlashCommandBooleanOption,
  type SlashCommandStringOption,
} from "discord.js";
import {
  type Choice,
  type EmbedData,
  GAME_CHOICES,
  type GameFilter,
  isLookupWarm,
  type Lang,
  langOf,
  type Lookup,
  sharedLookup,
  warmLookup,
} from "../../src/services/lookup/index.js";
import { hasCjk } from "../../src/services/lookup/segment.js";

/** The `private` option every lookup command has: answer only to the asker (default: public). */
export function privateOption(o: SlashCommandBooleanOption): SlashCommandBooleanOption {
  return o.setName("private").setDescription("Answer only to you (default: everyone in the channel sees it).");
}

/** The optional `game` option of `/rule` and `/keyword` (default Riftbound). */
export function gameOption(o: SlashCommandStringOption): SlashCommandStringOption {
  return o
    .setName("game")
    .setDescription("Which game's rules (default: Riftbound).")
    .addChoices(...GAME_CHOICES);
}

/** The optional `lang` option of `/rule` and `/keyword`: the rules text's language (default: the user's locale). */
export function langOption(o: SlashCommandStringOption): SlashCommandStringOption {
  return o
    .setName("lang")
    .setDescription("Rules text language (default: your Discord language): en = Core Rules v1.4, zh = 中文")
    .addChoices({ name: "English (Core Rules v1.4)", value: "en" }, { name: "中文 (2025-06-02)", value: "zh" });
}

/** The answer language: the `lang` option, else Chinese for Chinese text, else the user's locale (docs/lookup.md). */
export function langOfInteraction(i: ChatInputCommandInteraction | AutocompleteInteraction, typed: string): Lang {
  return langOf(i.options.getString("lang"), typed, i.locale);
}

/** The `game` option's value, Riftbound when absent or unknown. */
export function gameOf(i: ChatInputCommandInteraction | AutocompleteInteraction): GameFilter {
  const g = i.options.getString("game");
  return GAME_CHOICES.find((c) => c.value === g)?.value ?? "riftbound";
}

/**
 * Answers a lookup command with `build`'s embeds, publicly unless `private` is set. On a cold process (the
 * corpus and cards not loaded yet, ~0.7 s; or a Chinese query before jieba is loaded, ~0.5 s) the reply is
 * deferred first so Discord gets its acknowledgement well within 3 s; afterwards answers take milliseconds and
 * are sent directly.
 */
export async function answerWith(i: ChatInputCommandInteraction, build: (l: Lookup) => EmbedData[]): Promise<void> {
  const ephemeral = i.options.getBoolean("private") ?? false;
  const typed = i.options.data.map((o) => (typeof o.value === "string" ? o.value : "")).join(" ");
  if (!isLookupWarm(typed)) {
    await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    const embeds: APIEmbed[] = build(warmLookup({ chinese: hasCjk(typed) }));
    await i.editReply({ embeds, allowedMentions: { parse: [] } });
    return;
  }
  const embeds: APIEmbed[] = build(sharedLookup());
  await i.reply({ embeds, allowedMentions: { parse: [] }, ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
}

/** Responds to an autocomplete with `build`'s choices for the focused text (at most 25). */
export async function chooseWith(
  i: AutocompleteInteraction,
  build: (l: Lookup, typed: string) => Choice[],
): Promise<void> {
  const typed = String(i.options.getFocused());
  await i.respond(build(sharedLookup(), typed).slice(0, 25));
}
