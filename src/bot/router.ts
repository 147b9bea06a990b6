import {
  type AnySelectMenuInteraction,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
  type ModalSubmitInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { Logger } from "pino";
import { logger as rootLogger } from "../log.js";

/**
 * A slash command module (files under `commands/`): `data` is `SlashCommandBuilder#toJSON()` output,
 * registered by `scripts/deploy-commands.ts`; `execute` handles the command, `autocomplete` its
 * focused options.
 */
export interface CommandModule {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction): Promise<void>;
}

/** Handler of a button whose custom id starts with the registered prefix. */
export type ButtonHandler = (interaction: ButtonInteraction) => Promise<void>;
/** Handler of a select menu (any kind) whose custom id starts with the registered prefix. */
export type SelectHandler = (interaction: AnySelectMenuInteraction) => Promise<void>;
/** Handler of a modal submit whose custom id starts with the registered prefix. */
export type ModalHandler = (interaction: ModalSubmitInteraction) => Promise<void>;

/**
 * What the router dispatches to. Component and modal maps are keyed by custom-id prefix; the longest
 * matching prefix wins (use `customIdPrefix(kind)` from `custom-id.ts`, or a whole custom id).
 */
export interface RouterHandlers {
  commands?: readonly CommandModule[];
  buttons?: Readonly<Record<string, ButtonHandler>>;
  selects?: Readonly<Record<string, SelectHandler>>;
  modals?: Readonly<Record<string, ModalHandler>>;
}

/** Router options. `onError` sees every handler error (after logging); tests use it to assert. */
export interface RouterOptions {
  logger?: Logger;
  onError?: (error: unknown, interaction: Interaction) => void;
}

/** Private reply after any handler error; handlers must not have committed partial changes. */
export const ERROR_REPLY = "Something went wrong; nothing was changed.";
/** Private reply to a second click on a component whose first click is still being handled. */
export const BUSY_REPLY = "That is already being handled; one moment.";
/** Private reply to a command or component no handler is registered for. */
export const UNKNOWN_REPLY = "This action is not available any more.";

/** How many recent interaction ids are remembered to drop gateway redeliveries. */
const RECENT_IDS = 1000;

/**
 * Routes every interaction to one registered handler, never throws, and answers privately on errors.
 * Guards: a redelivered interaction id is ignored (its second acknowledgement would get 40060), and a
 * second click by the same user on the same component of the same message while the first is still
 * running gets {@link BUSY_REPLY} instead of being processed twice.
 */
export class InteractionRouter {
  private readonly log: Logger;
  private readonly commands = new Map<string, CommandModule>();
  private readonly recent = new Set<string>();
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly handlers: RouterHandlers,
    private readonly options: RouterOptions = {},
  ) {
    this.log = options.logger ?? rootLogger.child({ module: "router" });
    for (const c of handlers.commands ?? []) this.commands.set(c.data.name, c);
  }

  /** A synchronous listener for `client.on(Events.InteractionCreate, …)`; never rejects. */
  readonly listener = (interaction: Interaction): void => {
    void this.handle(interaction);
  };

  /** Handles one interaction; resolves when its handler (and any error reply) finished. Never rejects. */
  async handle(interaction: Interaction): Promise<void> {
    if (this.recent.has(interaction.id)) {
      this.log.warn({ interactionId: interaction.id }, "duplicate interaction delivery ignored");
      return;
    }
    this.remember(interaction.id);
    const lockKey = interaction.isMessageComponent()
      ? `${interaction.message.id}|${interaction.customId}|${interaction.user.id}`
      : undefined;
    try {
      if (lockKey !== undefined && this.inFlight.has(lockKey)) {
        if (interaction.isRepliable()) await interaction.reply({ content: BUSY_REPLY, flags: MessageFlags.Ephemeral });
        return;
      }
      if (lockKey !== undefined) this.inFlight.add(lockKey);
      await this.dispatch(interaction);
    } catch (err) {
      await this.fail(err, interaction);
    } finally {
      if (lockKey !== undefined) this.inFlight.delete(lockKey);
    }
  }

  private remember(id: string): void {
    this.recent.add(id);
    if (this.recent.size > RECENT_IDS) {
      const oldest = this.recent.values().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  private async dispatch(i: Interaction): Promise<void> {
    if (i.isChatInputCommand()) {
      const cmd = this.commands.get(i.commandName);
      if (!cmd) return this.unknown(i, `command ${i.commandName}`);
      return cmd.execute(i);
    }
    if (i.isAutocomplete()) {
      const cmd = this.commands.get(i.commandName);
      if (!cmd?.autocomplete) {
        this.log.warn({ command: i.commandName }, "no autocomplete handler");
        return i.respond([]);
      }
      return cmd.autocomplete(i);
    }
    if (i.isButton()) {
      const h = longestPrefix(this.handlers.buttons, i.customId);
      return h ? h(i) : this.unknown(i, `button ${i.customId}`);
    }
    if (i.isAnySelectMenu()) {
      const h = longestPrefix(this.handlers.selects, i.customId);
      return h ? h(i) : this.unknown(i, `select ${i.customId}`);
    }
    if (i.isModalSubmit()) {
      const h = longestPrefix(this.handlers.modals, i.customId);
      return h ? h(i) : this.unknown(i, `modal ${i.customId}`);
    }
    this.log.debug({ type: i.type }, "interaction type not routed");
  }

  private async unknown(
    i: ChatInputCommandInteraction | ButtonInteraction | AnySelectMenuInteraction | ModalSubmitInteraction,
    what: string,
  ): Promise<void> {
    this.log.warn({ what }, "no handler registered");
    await i.reply({ content: UNKNOWN_REPLY, flags: MessageFlags.Ephemeral });
  }

  /** Logs, reports, and tells the user privately; an error while doing so is only logged. */
  private async fail(err: unknown, i: Interaction): Promise<void> {
    this.log.error({ err, interactionId: i.id, type: i.type }, "interaction handler failed");
    try {
      this.options.onError?.(err, i);
    } catch (hookErr) {
      this.log.error({ err: hookErr }, "router onError hook threw");
    }
    try {
      if (i.isAutocomplete()) {
        if (!i.responded) await i.respond([]);
      } else if (i.isRepliable()) {
        if (i.replied || i.deferred) await i.followUp({ content: ERROR_REPLY, flags: MessageFlags.Ephemeral });
        else await i.reply({ content: ERROR_REPLY, flags: MessageFlags.Ephemeral });
      }
    } catch (replyErr) {
      // Typically 10062 (token expired) or a network error: nothing more can be said to the user.
      this.log.warn({ err: replyErr, interactionId: i.id }, "could not send the error reply");
    }
  }
}

/** The handler whose key is the longest prefix of `customId`. */
function longestPrefix<H>(map: Readonly<Record<string, H>> | undefined, customId: string): H | undefined {
  let best: string | undefined;
  for (const key of Object.keys(map ?? {})) {
    if (customId.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : map?.[best];
}

/**
 * Wraps an async event listener so a rejection is logged instead of becoming an unhandled rejection
 * (which ends a Node 20 process).
 */
export function safeListener<A extends unknown[]>(
  fn: (...args: A) => Promise<void>,
  log: Logger = rootLogger,
): (...args: A) => void {
  return (...args: A) => {
    fn(...args).catch((err: unknown) => log.error({ err }, "event listener failed"));
  };
}
