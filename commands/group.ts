import {
  ApplicationCommandOptionType,
  ApplicationIntegrationType,
  type InteractionContextType,
  MessageFlags,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { CommandModule } from "../src/bot/router.js";

/** Options of {@link commandGroup}. */
export interface GroupOptions {
  name: string;
  description: string;
  /** Where the command may be used (Discord `contexts`): e.g. guild only for commands that need a channel. */
  contexts: readonly InteractionContextType[];
  /** Command name and description localisations (Discord locale → text). */
  nameLocalizations?: Record<string, string>;
  descriptionLocalizations?: Record<string, string>;
}

/**
 * One namespaced slash command (`/duel …`, `/rules …`) made of top-level command modules, each becoming a
 * subcommand of the same name, description and options (issue 15: commands under namespaces). Running or
 * autocompleting it dispatches to the module of the subcommand used. Modules with subcommands of their own cannot
 * be nested (Discord allows one level of subcommands here). @throws on such a module or a duplicate name.
 */
export function commandGroup(opts: GroupOptions, modules: readonly CommandModule[]): CommandModule {
  const byName = new Map<string, CommandModule>();
  const options = modules.map((m) => {
    const d = m.data;
    if (byName.has(d.name)) throw new Error(`commandGroup ${opts.name}: duplicate subcommand ${d.name}`);
    if (d.options?.some((o) => o.type === ApplicationCommandOptionType.Subcommand))
      throw new Error(`commandGroup ${opts.name}: ${d.name} has subcommands of its own`);
    byName.set(d.name, m);
    return {
      type: ApplicationCommandOptionType.Subcommand as const,
      name: d.name,
      description: d.description,
      ...(d.name_localizations ? { name_localizations: d.name_localizations } : {}),
      ...(d.description_localizations ? { description_localizations: d.description_localizations } : {}),
      options: (d.options ?? []) as never[],
    };
  });
  const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
    name: opts.name,
    description: opts.description,
    ...(opts.nameLocalizations ? { name_localizations: opts.nameLocalizations } : {}),
    ...(opts.descriptionLocalizations ? { description_localizations: opts.descriptionLocalizations } : {}),
    contexts: [...opts.contexts],
    integration_types: [ApplicationIntegrationType.GuildInstall],
    options,
  };
  return {
    data,
    async execute(i) {
      const sub = byName.get(i.options.getSubcommand(true));
      if (!sub) {
        await i.reply({ content: "I don't know that command any more.", flags: MessageFlags.Ephemeral });
        return;
      }
      await sub.execute(i);
    },
    async autocomplete(i) {
      const sub = byName.get(i.options.getSubcommand(true));
      if (sub?.autocomplete) await sub.autocomplete(i);
      else await i.respond([]);
    },
  };
}
