import { Client, type ClientOptions, Events, GatewayIntentBits } from "discord.js";
import type { Logger } from "pino";
import { logger as rootLogger } from "../log.js";
import { InteractionRouter, type RouterHandlers, type RouterOptions, safeListener } from "./router.js";

/** Options for {@link createBot}. */
export interface CreateBotOptions {
  /** Bot token (settings: `DISCORD_TOKEN`). */
  token: string;
  /**
   * REST base without the version, e.g. `http://127.0.0.1:PORT/api` for the test fake
   * (settings: `DISCORD_API_BASE`). The gateway URL is learned from `GET /gateway/bot` there.
   */
  restApi?: string;
  /** Commands and component/modal handlers for the interaction router. */
  handlers: RouterHandlers;
  logger?: Logger;
  /** Called with every handler error after it was logged and answered (tests assert on it). */
  onError?: RouterOptions["onError"];
}

/** A configured, not yet connected bot. */
export interface Bot {
  client: Client;
  router: InteractionRouter;
  /** Logs in and resolves once discord.js emitted `clientReady` (all guilds received). */
  start(): Promise<void>;
  /** Disconnects and releases the client's timers and sockets. */
  stop(): Promise<void>;
}

/**
 * Builds the discord.js client (intent `Guilds` only: interactions need no intent, DMs are sent over REST)
 * and wires one {@link InteractionRouter} to `interactionCreate`. Client `error`/`warn` events are logged
 * so an emitted error never ends the process.
 */
export function createBot(opts: CreateBotOptions): Bot {
  const log = opts.logger ?? rootLogger.child({ module: "bot" });
  const clientOptions: ClientOptions = { intents: [GatewayIntentBits.Guilds] };
  if (opts.restApi) clientOptions.rest = { api: opts.restApi };
  const client = new Client(clientOptions);
  const router = new InteractionRouter(opts.handlers, {
    logger: log,
    ...(opts.onError ? { onError: opts.onError } : {}),
  });
  client.on(Events.InteractionCreate, router.listener);
  client.on(Events.Error, (err) => log.error({ err }, "discord.js client error"));
  client.on(Events.Warn, (message) => log.warn({ message }, "discord.js warning"));
  client.on(
    Events.ShardDisconnect,
    safeListener(async (event, shardId) => {
      log.warn({ code: event.code, shardId }, "gateway disconnected");
    }, log),
  );

  return {
    client,
    router,
    async start() {
      // `login()` resolves at READY, before guilds arrive; `clientReady` fires once the caches are filled.
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(opts.token);
      await ready;
      log.info({ user: client.user?.tag }, "bot ready");
    },
    async stop() {
      await client.destroy();
    },
  };
}
