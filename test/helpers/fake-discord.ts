/**
 * A small in-process fake of Discord (gateway v10 + REST /api/v10) on 127.0.0.1 for driving the real,
 * unmodified discord.js client in offline end-to-end tests. See docs/testing-discord.md and
 * /work/shared/notes/discord-offline-testing.md (protocol details, pitfalls) for the why.
 *
 * Scope: one guild, one text channel, a few members, interactions (slash, autocomplete, button, select,
 * modal), interaction callbacks 4/5/6/7/8/9 with 40060/10062 emulation, webhook @original and follow-ups,
 * channel messages, DMs (with 50007 for users whose DMs are closed) and multipart uploads.
 * Everything else answers a JSON 404 and is recorded in {@link FakeDiscord.unexpected}.
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createDeflate, constants as zlibConstants } from "node:zlib";
import { performance } from "node:perf_hooks";
import { componentProblem, IS_COMPONENTS_V2 } from "./components-v2.js";
import {
  type APIActionRowComponent,
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandAutocompleteGuildInteraction,
  type APIApplicationCommandOption,
  type APIAttachment,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIComponentInMessageActionRow,
  type APIDMChannel,
  type APIGuildMember,
  type APIGuildTextChannel,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageButtonInteractionData,
  type APIMessageComponentGuildInteraction,
  type APIMessageStringSelectInteractionData,
  type APIModalSubmitGuildInteraction,
  type APIPartialInteractionGuild,
  type APIRole,
  type APIUser,
  type ApplicationFlags,
  type ChannelFlags,
  type GuildMemberFlags,
  type RoleFlags,
  type UserFlags,
  type APIInteractionDataResolvedGuildMember,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  type GatewayDispatchPayload,
  GatewayDispatchEvents,
  type GatewayGuildCreateDispatchData,
  GatewayOpcodes,
  type GatewayReadyDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildHubType,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  Locale,
  MessageFlags,
  MessageType,
  type RESTGetAPIGatewayBotResult,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from "discord-api-types/v10";
import { type WebSocket, WebSocketServer } from "ws";
import { z } from "zod";

// ---------------------------------------------------------------------------------------------------------
// Public types

/** A user the fake knows; every one is a member of the fake guild. */
export interface FakeUser {
  id: string;
  username: string;
  /** Display name (`global_name`). */
  globalName: string;
  bot: boolean;
  /** The user's Discord client language (`interaction.locale`); default `en-US`. */
  locale?: string;
}

/** One file received in a multipart upload (`files[n]`), with its raw bytes. */
export interface RecordedAttachment {
  /** The attachment id the fake assigned (as in `APIAttachment.id`). */
  id: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A message stored by the fake: the API object plus the bytes of its attachments. */
export interface FakeMessage {
  message: APIMessage;
  files: RecordedAttachment[];
  /** Ephemeral interaction responses are only visible to the invoking user (not listed by channel GET). */
  ephemeral: boolean;
  /** The interaction that produced it, if any. */
  interactionId?: string;
}

/** One attempt at `POST /interactions/{id}/{token}/callback`, accepted or rejected. */
export interface CallbackRecord {
  /** Callback type (4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal). */
  type: InteractionResponseType;
  /** Milliseconds between the INTERACTION_CREATE dispatch and this callback's arrival. */
  ms: number;
  /** HTTP status the fake answered (204/200 accepted; 400 = 40060; 404 = 10062). */
  status: number;
  /** Discord JSON error code when rejected (40060 already acknowledged, 10062 unknown interaction). */
  errorCode?: number;
  /** `data.flags` (64 = ephemeral). */
  flags: number;
  /** `data` as sent by the bot (payload_json for multipart). */
  data: Record<string, unknown>;
  attachments: RecordedAttachment[];
}

/** A PATCH/POST/DELETE on the interaction webhook (`@original` edits, follow-ups). */
export interface WebhookRecord {
  kind: "edit-original" | "followup" | "delete-original";
  ms: number;
  status: number;
  errorCode?: number;
  data: Record<string, unknown>;
  attachments: RecordedAttachment[];
  /** The resulting message id (edits/follow-ups that succeeded). */
  messageId?: string;
}

/** Kinds of interactions the actor helpers dispatch. */
export type InteractionKind = "slash" | "autocomplete" | "button" | "select" | "modal";

/** Everything the fake saw for one dispatched interaction. */
export interface InteractionRecord {
  id: string;
  token: string;
  kind: InteractionKind;
  userId: string;
  commandName?: string;
  customId?: string;
  /** performance.now() when INTERACTION_CREATE was sent. */
  dispatchedAt: number;
  /** Callbacks arriving later than this (ms after dispatch) get 10062. */
  deadlineMs: number;
  callbacks: CallbackRecord[];
  webhooks: WebhookRecord[];
  /** The accepted callback, if any. */
  ack?: CallbackRecord;
  /** Milliseconds to the first callback attempt (accepted or not). */
  firstCallbackMs?: number;
  /** Message `@original` refers to (the reply, or the component's message). */
  originalMessageId?: string;
  /** Choices sent with an autocomplete callback (type 8). */
  choices?: unknown[];
}

/** A handle on one dispatched interaction. */
export interface InteractionHandle {
  readonly id: string;
  readonly record: InteractionRecord;
  /** Resolves with the first callback attempt (rejects after `timeoutMs`, default 2000). */
  firstCallback(timeoutMs?: number): Promise<CallbackRecord>;
  /** Resolves once `pred(record)` holds (checked after every request the fake handles). */
  waitFor(pred: (r: InteractionRecord) => boolean, timeoutMs?: number, what?: string): Promise<InteractionRecord>;
  /** The `@original` message as stored now. */
  original(): FakeMessage | undefined;
  /** Follow-up messages in order. */
  followups(): FakeMessage[];
}

/** One REST request the fake received. */
export interface RecordedRequest {
  method: string;
  /** Decoded path after `/api/v10` (e.g. `/webhooks/1/tok/messages/@original`). */
  path: string;
  query: string;
  status: number;
}

/**
 * A REST fault (tests of failures): a request `match` accepts is answered with `status` and the JSON error `code`
 * instead of being served, at most `times` times (default: until removed from `fake.faults`).
 */
export interface RestFault {
  match(req: { method: string; path: string; json: unknown }): boolean;
  status: number;
  code: number;
  message?: string;
  times?: number;
}

/** One message created or edited, as the fake stored it right then (for counting pings, DMs, edits, prompts). */
export interface MessageEvent {
  kind: "create" | "edit";
  messageId: string;
  channelId: string;
  /** The channel is a user's DM channel. */
  dm: boolean;
  ephemeral: boolean;
  /** The message's content and components after this create or edit. */
  content: string;
  components: APIMessage["components"];
  /** The message's embeds after this create or edit. */
  embeds?: APIMessage["embeds"];
  /** `allowed_mentions` as the bot sent it on this request (undefined: Discord's default, every mention pings). */
  allowedMentions?: unknown;
}

/** Options for {@link startFakeDiscord}. */
export interface FakeDiscordOptions {
  /** Bot token the gateway and REST accept (default `"fake-token"`). */
  token?: string;
  /** Interaction deadline in ms before callbacks get 10062 (Discord: 3000). */
  interactionDeadlineMs?: number;
  /** Gateway heartbeat interval in ms sent in HELLO (default 41250). */
  heartbeatIntervalMs?: number;
  /** Extra guild members besides the default players alice, bob and carol. */
  extraUsers?: Array<Pick<FakeUser, "username"> & Partial<FakeUser>>;
  /**
   * Fixed ids of the default players by username (e.g. `{ alice: "100000000000000001" }`); others get a fresh
   * snowflake. For tests whose outcome follows user ids (league pairings: the 409.3 lot hashes them).
   */
  userIds?: Partial<Record<"alice" | "bob" | "carol", string>>;
  /** The guild's id (default a fresh snowflake); pick one to put the guild on a given shard. */
  guildId?: string;
  /** Shard count `GET /gateway/bot` recommends (default 1). Clients IDENTIFY with `shard: [id, count]`. */
  shards?: number;
  /**
   * Clicks on messages in a DM channel arrive as DM interactions (no guild; Discord routes them to shard 0), as on
   * Discord. Default false: every interaction is a guild interaction (the older tests' model).
   */
  dmInteractions?: boolean;
  /** The guild's preferred locale (`guild.preferredLocale`, `guild_locale` of interactions); default `en-US`. */
  guildLocale?: string;
}

/**
 * Option values for {@link FakeDiscord.slash}: a FakeUser becomes a USER option with `resolved` data; a
 * {@link FakeFile} an ATTACHMENT option whose bytes the fake serves at its URL.
 */
export type SlashOptionValue = string | number | boolean | FakeUser | FakeFile;

/** A file a user attaches to a slash command option. */
export interface FakeFile {
  readonly filename: string;
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

const DISCORD_EPOCH = 1420070400000n;
let snowflakeCounter = 0n;

/** A fresh snowflake carrying the current time (so discord.js `createdTimestamp` is sensible). */
function snowflake(): string {
  snowflakeCounter = (snowflakeCounter + 1n) & 0x3fffffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | snowflakeCounter).toString();
}

function apiUser(u: FakeUser): APIUser {
  return {
    id: u.id,
    username: u.username,
    global_name: u.globalName,
    discriminator: "0",
    avatar: null,
    bot: u.bot,
    public_flags: 0 as UserFlags,
  };
}

/** Discord JSON error body. */
function apiError(code: number, message: string): { code: number; message: string } {
  return { code, message };
}

/** The loose shape of a message payload coming from the bot (JSON body or `payload_json`). */
const MessagePayload = z
  .object({
    content: z.string().optional(),
    flags: z.number().int().optional(),
    embeds: z.array(z.unknown()).optional(),
    components: z.array(z.unknown()).optional(),
    attachments: z
      .array(z.object({ id: z.union([z.string(), z.number()]), filename: z.string().optional() }).loose())
      .optional(),
  })
  .loose();
type MessagePayload = z.infer<typeof MessagePayload>;

/** The nonce fields of a message post (Discord: `enforce_nonce` makes a repeated nonce return the first message). */
const NonceBody = z
  .object({ nonce: z.union([z.string(), z.number()]).optional(), enforce_nonce: z.boolean().optional() })
  .loose();

const CallbackBody = z.object({ type: z.number().int(), data: z.record(z.string(), z.unknown()).optional() });
const IdentifyPayload = z.object({
  op: z.literal(2),
  d: z.object({ token: z.string(), shard: z.tuple([z.number().int(), z.number().int()]).optional() }).loose(),
});
const ResumePayload = z.object({ op: z.literal(6), d: z.object({ session_id: z.string() }).loose() });

/** The shard of a guild: `(guild_id >> 22) % shard_count` (Discord's sharding formula). */
export function shardOfGuild(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}
const GatewayFrame = z.object({ op: z.number().int(), d: z.unknown().optional() });
const CreateDmBody = z.object({ recipient_id: z.string() });
const CommandsBody = z.array(z.object({ name: z.string() }).loose());

/** A body read from the request: JSON or multipart (payload_json + files[n]). */
interface ParsedBody {
  json: unknown;
  files: Array<{ field: string; index: number; filename: string; contentType: string; bytes: Buffer }>;
}

async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    // Node's WHATWG Response parses multipart without extra packages.
    const form = await new Response(raw, { headers: { "content-type": type } }).formData();
    let json: unknown = {};
    const files: ParsedBody["files"] = [];
    for (const [field, value] of form.entries()) {
      if (field === "payload_json" && typeof value === "string") json = JSON.parse(value);
      else if (typeof value !== "string") {
        const m = /^files\[(\d+)\]$/.exec(field);
        files.push({
          field,
          index: m ? Number(m[1]) : files.length,
          filename: value.name,
          contentType: value.type || "application/octet-stream",
          bytes: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { json, files };
  }
  if (raw.length === 0) return { json: undefined, files: [] };
  return { json: JSON.parse(raw.toString("utf8")), files: [] };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The fake

/** One gateway session: its shard, its socket (null while disconnected) and the events it missed meanwhile. */
interface SessionState {
  seq: number;
  shard: [number, number];
  sessionId: string;
  ws: WebSocket | null;
  missed: [string, unknown][];
}

/** A running fake Discord. Create with {@link startFakeDiscord}; always `await fake.close()`. */
export class FakeDiscord {
  /** REST base for discord.js `rest.api` (no version suffix), e.g. `http://127.0.0.1:PORT/api`. */
  apiBase = "";
  /** Gateway URL returned by `GET /gateway/bot`. */
  gatewayUrl = "";
  readonly token: string;
  readonly applicationId = snowflake();
  readonly botUser: FakeUser;
  readonly guildId: string;
  /** The guild's preferred locale ({@link FakeDiscordOptions.guildLocale}). */
  readonly guildLocale: Locale;
  readonly channelId = snowflake();
  /** Default players (guild members): alice, bob, carol, then `extraUsers`. */
  readonly users: FakeUser[];
  /**
   * Interaction member permissions per user id (a decimal bit set, e.g. with Manage Server); users not listed get
   * the default set (no Administrator, no Manage Server).
   */
  readonly memberPermissions = new Map<string, string>();
  /** Every REST request, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  /** Requests to routes the fake does not implement (answered with a JSON 404). Assert empty. */
  readonly unexpected: RecordedRequest[] = [];
  /** Bytes of files attached to slash command options, by attachment id (served at their URL). */
  private readonly slashFiles = new Map<string, Buffer>();
  /** Injected REST faults, checked in order before routing (see {@link RestFault}). */
  readonly faults: RestFault[] = [];
  /** Every message created or edited (channel, DM, interaction responses), in order. */
  readonly messageEvents: MessageEvent[] = [];
  /** Interactions dispatched, in order. */
  readonly interactions: InteractionRecord[] = [];
  /** Commands registered globally (PUT). */
  globalCommands: APIApplicationCommand[] = [];
  /** Commands registered per guild (PUT). */
  readonly guildCommands = new Map<string, APIApplicationCommand[]>();
  /** Gateway IDENTIFY count and the close codes sent. */
  readonly gateway = {
    connections: 0,
    identifies: 0,
    heartbeats: 0,
    compressed: false,
    closeCodes: [] as number[],
    /** `[id, count]` of every IDENTIFY, in order. */
    shards: [] as [number, number][],
    resumes: 0,
    /** Dispatches replayed to a resumed session (sent while it was disconnected). */
    replayed: 0,
  };
  /** Callback deadline for new interactions (ms). Change it between interactions to test 10062. */
  interactionDeadlineMs: number;

  private readonly heartbeatIntervalMs: number;
  private readonly server: Server;
  private readonly wss: WebSocketServer;
  private readonly sockets = new Set<WebSocket>();
  private readonly ready = new Map<WebSocket, SessionState>();
  /** Sessions by id (RESUME continues one; events dispatched while it had no socket are replayed then). */
  private readonly sessions = new Map<string, SessionState>();
  private readonly recommendedShards: number;
  private readonly dmInteractions: boolean;
  /** Per-socket frame writers (plain JSON text, or zlib-stream binary when the client asked for it). */
  private readonly writers = new Map<WebSocket, (payload: unknown) => void>();
  private readonly events = new EventEmitter();
  private readonly messages = new Map<string, { channelId: string; stored: FakeMessage }>();
  private readonly channelOrder = new Map<string, string[]>();
  private readonly dmChannels = new Map<string, string>();
  private readonly dmRecipients = new Map<string, string>();
  private readonly blocked = new Set<string>();
  private readonly byToken = new Map<string, InteractionRecord>();
  /** `channelId:nonce` → message id of posts sent with `enforce_nonce` (Discord deduplicates them). */
  private readonly nonces = new Map<string, string>();
  /** Posts answered with an existing message because their nonce was seen (`enforce_nonce`). */
  nonceRepeats = 0;
  private readonly roleId: string;

  constructor(opts: FakeDiscordOptions = {}) {
    this.token = opts.token ?? "fake-token";
    this.interactionDeadlineMs = opts.interactionDeadlineMs ?? 3000;
    this.heartbeatIntervalMs = opts.heartbeatIntervalMs ?? 41_250;
    this.recommendedShards = opts.shards ?? 1;
    this.guildId = opts.guildId ?? snowflake();
    this.dmInteractions = opts.dmInteractions ?? false;
    this.guildLocale = (opts.guildLocale ?? Locale.EnglishUS) as Locale;
    this.botUser = { id: this.applicationId, username: "duelhall", globalName: "Duelhall", bot: true };
    const names = ["alice", "bob", "carol"];
    this.users = [
      ...names.map((n) => ({
        id: opts.userIds?.[n as "alice" | "bob" | "carol"] ?? snowflake(),
        username: n,
        globalName: n[0]!.toUpperCase() + n.slice(1),
        bot: false,
      })),
      ...(opts.extraUsers ?? []).map((u) => ({
        id: u.id ?? snowflake(),
        username: u.username,
        globalName: u.globalName ?? u.username,
        bot: u.bot ?? false,
      })),
    ];
    this.roleId = this.guildId; // @everyone has the guild's id
    this.events.setMaxListeners(0);
    this.server = createServer((req, res) => {
      this.onRequest(req, res).catch((err: unknown) => {
        this.send(res, 500, apiError(0, String(err)));
      });
    });
    this.wss = new WebSocketServer({ noServer: true });
    this.server.on("upgrade", (req, socket, head) => {
      if (!req.url?.startsWith("/gateway")) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws, req.url ?? ""));
    });
  }

  /** Binds to 127.0.0.1 on an ephemeral port. */
  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.apiBase = `http://127.0.0.1:${port}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}/gateway`;
  }

  /** Closes every socket and the HTTP server. */
  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The first default player, convenient in tests. */
  get alice(): FakeUser {
    return this.users[0]!;
  }
  get bob(): FakeUser {
    return this.users[1]!;
  }
  get carol(): FakeUser {
    return this.users[2]!;
  }

  /** Makes `POST /channels/{dm}/messages` to this user fail with 403 / 50007 (DMs closed). */
  blockDMs(userId: string): void {
    this.blocked.add(userId);
  }

  /**
   * Messages in a channel and in the threads started in it (including ephemeral interaction responses, flagged),
   * oldest first. A thread's own messages: `channelMessages(threadId)`.
   */
  channelMessages(channelId: string = this.channelId): FakeMessage[] {
    const ids = [channelId, ...[...this.threads].filter(([, t]) => t.parentId === channelId).map(([id]) => id)];
    const all = ids.flatMap((c) => this.channelOrder.get(c) ?? []);
    if (ids.length > 1) all.sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : BigInt(x) > BigInt(y) ? 1 : 0));
    return all.map((id) => this.messages.get(id)!.stored);
  }

  /**
   * Threads the bot started (`POST /channels/{id}/threads`): id → parent channel, name, channel type (11 public,
   * 12 private) and the members the bot added (`PUT /channels/{id}/thread-members/{user}`), in creation order.
   */
  readonly threads = new Map<string, { parentId: string; name: string; type?: number; members?: Set<string> }>();

  /** Messages the bot sent to a user's DM channel, oldest first. */
  dmsTo(userId: string): FakeMessage[] {
    const ch = this.dmChannels.get(userId);
    return ch ? this.channelMessages(ch) : [];
  }

  /** A stored message by id. */
  message(id: string): FakeMessage | undefined {
    return this.messages.get(id)?.stored;
  }

  /** Resolves once `pred()` holds, checked after every REST request (rejects after `timeoutMs`). */
  until<T>(pred: () => T | undefined | false, timeoutMs = 2000, what = "condition"): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const v = pred();
        if (v === undefined || v === false) return false;
        cleanup();
        resolve(v);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fake-discord: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      timer.unref();
      const cleanup = (): void => {
        clearTimeout(timer);
        this.events.off("change", check);
      };
      this.events.on("change", check);
      check();
    });
  }

  // ------------------------------------------------------------------------------------------------------
  // Actor helpers

  /** `user` runs `/name` with options (types taken from the registered command when known). */
  slash(user: FakeUser, fullName: string, options: Record<string, SlashOptionValue> = {}): InteractionHandle {
    const [name, sub, leaf] = fullName.split(" ") as [string, string | undefined, string | undefined];
    const cmd = this.findCommand(name);
    // `name group sub`: a subcommand of a subcommand group.
    const groupDef = leaf ? this.optionDefs(cmd, undefined).find((o) => o.name === sub) : undefined;
    const defs = leaf
      ? this.optionDefs(groupDef && "options" in groupDef ? ({ options: groupDef.options } as never) : undefined, leaf)
      : this.optionDefs(cmd, sub);
    const built = this.buildOptions(defs, options, undefined);
    const resolvedUsers = built.resolvedUsers;
    const opts = leaf
      ? ([
          {
            name: sub!,
            type: ApplicationCommandOptionType.SubcommandGroup,
            options: this.wrapSub(leaf, built.opts),
          },
        ] as unknown as APIApplicationCommandInteractionDataOption[])
      : this.wrapSub(sub, built.opts);
    const base = this.baseInteraction(user);
    const payload: APIChatInputApplicationCommandGuildInteraction = {
      ...base,
      type: InteractionType.ApplicationCommand,
      data: {
        id: cmd?.id ?? snowflake(),
        name,
        type: ApplicationCommandType.ChatInput,
        guild_id: this.guildId,
        ...(opts.length ? { options: opts } : {}),
        ...(resolvedUsers ? { resolved: resolvedUsers } : {}),
      },
    };
    return this.dispatchInteraction(payload, { kind: "slash", userId: user.id, commandName: name });
  }

  /** `user` types into the focused option of `/name` (other options may be given). */
  autocomplete(
    user: FakeUser,
    name: string,
    focused: { name: string; value: string },
    others: Record<string, SlashOptionValue> = {},
  ): InteractionHandle {
    const [base, sub] = name.split(" ") as [string, string | undefined];
    name = base;
    const cmd = this.findCommand(name);
    const opts = this.wrapSub(
      sub,
      this.buildOptions(this.optionDefs(cmd, sub), { ...others, [focused.name]: focused.value }, focused.name).opts,
    );
    const payload: APIApplicationCommandAutocompleteGuildInteraction = {
      ...this.baseInteraction(user),
      type: InteractionType.ApplicationCommandAutocomplete,
      data: {
        id: cmd?.id ?? snowflake(),
        name,
        type: ApplicationCommandType.ChatInput,
        guild_id: this.guildId,
        options: opts,
      },
    };
    return this.dispatchInteraction(payload, { kind: "autocomplete", userId: user.id, commandName: name });
  }

  /** `user` clicks the button `customId` on `message`. */
  click(user: FakeUser, message: APIMessage | FakeMessage, customId: string): InteractionHandle {
    const data: APIMessageButtonInteractionData = { custom_id: customId, component_type: ComponentType.Button };
    return this.component(user, message, data, "button");
  }

  /** `user` picks `values` in the string select `customId` on `message`. */
  select(user: FakeUser, message: APIMessage | FakeMessage, customId: string, values: string[]): InteractionHandle {
    const data: APIMessageStringSelectInteractionData = {
      custom_id: customId,
      component_type: ComponentType.StringSelect,
      values,
    };
    return this.component(user, message, data, "select");
  }

  /**
   * `user` submits the modal `customId` with text-input values keyed by their custom ids. `from`: the message whose
   * component opened the modal (Discord then sends that `message`, so the bot may update or defer-update it).
   */
  submitModal(
    user: FakeUser,
    customId: string,
    fields: Record<string, string>,
    from?: APIMessage | FakeMessage,
  ): InteractionHandle {
    const message = from ? ("message" in from ? from.message : from) : undefined;
    const payload: APIModalSubmitGuildInteraction = {
      ...this.baseInteraction(user),
      type: InteractionType.ModalSubmit,
      data: {
        custom_id: customId,
        components: Object.entries(fields).map(([id, value]) => ({
          type: ComponentType.ActionRow,
          components: [{ type: ComponentType.TextInput, custom_id: id, value }],
        })),
      },
      ...(message ? { message } : {}),
    };
    const meta = {
      kind: "modal" as const,
      userId: user.id,
      customId,
      ...(message ? { originalMessageId: message.id } : {}),
    };
    if (message && this.dmInteractions && this.dmRecipients.has(message.channel_id))
      return this.dispatchInteraction(this.asDmInteraction(payload as never, user, message.channel_id) as never, meta);
    return this.dispatchInteraction(payload, meta);
  }

  /** Sends the same INTERACTION_CREATE again (a gateway redelivery); same id and token. */
  redeliver(handle: InteractionHandle): void {
    const payload = this.payloads.get(handle.id);
    if (!payload) throw new Error(`fake-discord: unknown interaction ${handle.id}`);
    this.dispatch(GatewayDispatchEvents.InteractionCreate, payload);
  }

  private readonly payloads = new Map<string, GatewayDispatchPayload["d"]>();

  private component(
    user: FakeUser,
    msg: APIMessage | FakeMessage,
    data: APIMessageButtonInteractionData | APIMessageStringSelectInteractionData,
    kind: "button" | "select",
  ): InteractionHandle {
    const message = "message" in msg ? msg.message : msg;
    const payload: APIMessageComponentGuildInteraction = {
      ...this.baseInteraction(user),
      type: InteractionType.MessageComponent,
      data,
      message,
    };
    if (this.dmInteractions && this.dmRecipients.has(message.channel_id))
      return this.dispatchInteraction(this.asDmInteraction(payload, user, message.channel_id), {
        kind,
        userId: user.id,
        customId: data.custom_id,
        originalMessageId: message.id,
      });
    return this.dispatchInteraction(payload, {
      kind,
      userId: user.id,
      customId: data.custom_id,
      originalMessageId: message.id,
    });
  }

  /** Option definitions of a command, or of its subcommand `sub` (`"deck save"` → `save`'s options). */
  private optionDefs(cmd: APIApplicationCommand | undefined, sub: string | undefined): APIApplicationCommandOption[] {
    if (!sub) return cmd?.options ?? [];
    const def = cmd?.options?.find((o) => o.name === sub && o.type === ApplicationCommandOptionType.Subcommand);
    return def && "options" in def ? ((def.options ?? []) as APIApplicationCommandOption[]) : [];
  }

  /** Wraps options into a SUB_COMMAND option when a subcommand was named. */
  private wrapSub(
    sub: string | undefined,
    opts: APIApplicationCommandInteractionDataOption[],
  ): APIApplicationCommandInteractionDataOption[] {
    if (!sub) return opts;
    return [
      {
        name: sub,
        type: ApplicationCommandOptionType.Subcommand,
        options: opts as APIApplicationCommandInteractionDataBasicOption[],
      },
    ];
  }

  private findCommand(name: string): APIApplicationCommand | undefined {
    const all = [...this.globalCommands, ...(this.guildCommands.get(this.guildId) ?? [])];
    return all.find((c) => c.name === name);
  }

  private buildOptions(
    defs: APIApplicationCommandOption[],
    values: Record<string, SlashOptionValue>,
    focused: string | undefined,
  ): {
    opts: APIApplicationCommandInteractionDataOption[];
    resolvedUsers?: {
      users: Record<string, APIUser>;
      members: Record<string, APIInteractionDataResolvedGuildMember>;
    };
  } {
    const opts: APIApplicationCommandInteractionDataBasicOption[] = [];
    let resolved:
      | { users: Record<string, APIUser>; members: Record<string, APIInteractionDataResolvedGuildMember> }
      | undefined;
    for (const [name, value] of Object.entries(values)) {
      const def = defs.find((d) => d.name === name);
      if (typeof value === "object" && "filename" in value) {
        const id = snowflake();
        const bytes = Buffer.from(value.text, "utf8");
        this.slashFiles.set(id, bytes);
        const url = `${this.apiBase.replace(/\/api$/, "")}/attachments/${id}/${encodeURIComponent(value.filename)}`;
        resolved ??= { users: {}, members: {} };
        (resolved as { attachments?: Record<string, APIAttachment> }).attachments = {
          ...(resolved as { attachments?: Record<string, APIAttachment> }).attachments,
          [id]: { id, filename: value.filename, size: bytes.length, url, proxy_url: url },
        };
        opts.push({ name, type: ApplicationCommandOptionType.Attachment, value: id });
      } else if (typeof value === "object") {
        resolved ??= { users: {}, members: {} };
        resolved.users[value.id] = apiUser(value);
        const { user: _u, ...member } = this.interactionMember(value);
        resolved.members[value.id] = member;
        opts.push({ name, type: ApplicationCommandOptionType.User, value: value.id });
      } else if (typeof value === "boolean") {
        opts.push({ name, type: ApplicationCommandOptionType.Boolean, value });
      } else if (typeof value === "number") {
        const type =
          def?.type === ApplicationCommandOptionType.Number || (def === undefined && !Number.isInteger(value))
            ? ApplicationCommandOptionType.Number
            : ApplicationCommandOptionType.Integer;
        opts.push({ name, type, value, ...(focused === name ? { focused: true } : {}) });
      } else {
        opts.push({
          name,
          type: ApplicationCommandOptionType.String,
          value,
          ...(focused === name ? { focused: true } : {}),
        });
      }
    }
    return resolved ? { opts, resolvedUsers: resolved } : { opts };
  }

  private member(u: FakeUser): APIGuildMember {
    return {
      user: apiUser(u),
      roles: [],
      joined_at: new Date(0).toISOString(),
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
    };
  }

  private interactionMember(u: FakeUser): APIInteractionGuildMember {
    return { ...this.member(u), user: apiUser(u), permissions: this.memberPermissions.get(u.id) ?? "2248473465835073" };
  }

  private textChannel(): APIGuildTextChannel<ChannelType.GuildText> {
    return {
      id: this.channelId,
      type: ChannelType.GuildText,
      guild_id: this.guildId,
      name: "duels",
      position: 0,
      permission_overwrites: [],
      nsfw: false,
      parent_id: null,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0 as ChannelFlags,
    };
  }

  /** A guild interaction turned into one from a DM with the bot: no guild or member, the user and the DM channel. */
  private asDmInteraction(
    payload: APIMessageComponentGuildInteraction,
    user: FakeUser,
    channelId: string,
  ): APIMessageComponentGuildInteraction {
    const { guild: _g, guild_id: _gid, guild_locale: _gl, member: _m, ...rest } = payload;
    const dm = {
      ...rest,
      user: apiUser(user),
      channel: { id: channelId, type: ChannelType.DM, recipients: [apiUser(user)], last_message_id: null, flags: 0 },
      channel_id: channelId,
      context: InteractionContextType.BotDM,
      authorizing_integration_owners: { "1": user.id },
    };
    // The record keeps the guild interaction's static type; discord.js reads the DM shape at runtime.
    return dm as unknown as APIMessageComponentGuildInteraction;
  }

  /** Fields every guild interaction carries (discord.js crashes on missing entitlements/channel/member). */
  private baseInteraction(user: FakeUser) {
    const guild: APIPartialInteractionGuild = { id: this.guildId, features: [], locale: this.guildLocale };
    return {
      id: snowflake(),
      application_id: this.applicationId,
      token: `itok-${snowflake()}-${Math.random().toString(36).slice(2)}`,
      version: 1 as const,
      guild,
      guild_id: this.guildId,
      guild_locale: this.guildLocale,
      channel: this.textChannel(),
      channel_id: this.channelId,
      member: this.interactionMember(user),
      app_permissions: "2248473465835073",
      locale: (user.locale ?? Locale.EnglishUS) as Locale,
      entitlements: [],
      authorizing_integration_owners: { "0": this.guildId },
      context: InteractionContextType.Guild,
      attachment_size_limit: 10 * 1024 * 1024,
    };
  }

  private dispatchInteraction(
    payload:
      | APIChatInputApplicationCommandGuildInteraction
      | APIApplicationCommandAutocompleteGuildInteraction
      | APIMessageComponentGuildInteraction
      | APIModalSubmitGuildInteraction,
    meta: Pick<InteractionRecord, "kind" | "userId" | "commandName" | "customId" | "originalMessageId">,
  ): InteractionHandle {
    const record: InteractionRecord = {
      id: payload.id,
      token: payload.token,
      ...meta,
      dispatchedAt: performance.now(),
      deadlineMs: this.interactionDeadlineMs,
      callbacks: [],
      webhooks: [],
    };
    this.interactions.push(record);
    this.byToken.set(record.token, record);
    this.payloads.set(record.id, payload);
    this.dispatch(GatewayDispatchEvents.InteractionCreate, payload);
    record.dispatchedAt = performance.now();
    const fake = this;
    return {
      id: record.id,
      record,
      firstCallback(timeoutMs = 2000) {
        return fake.until(() => record.callbacks[0], timeoutMs, `first callback of ${meta.kind} ${record.id}`);
      },
      waitFor(pred, timeoutMs = 2000, what = "interaction condition") {
        return fake.until(() => (pred(record) ? record : undefined), timeoutMs, what);
      },
      original() {
        return record.originalMessageId ? fake.message(record.originalMessageId) : undefined;
      },
      followups() {
        return record.webhooks
          .filter((w) => w.kind === "followup" && w.messageId)
          .map((w) => fake.message(w.messageId!)!)
          .filter(Boolean);
      },
    };
  }

  // ------------------------------------------------------------------------------------------------------
  // Gateway

  private onSocket(ws: WebSocket, url: string): void {
    this.sockets.add(ws);
    this.gateway.connections++;
    // discord.js asks for zlib-stream whenever the optional `zlib-sync` package is installed: one deflate
    // context per connection, every frame ending in a Z_SYNC_FLUSH (00 00 ff ff).
    const compressed = new URL(url, "http://127.0.0.1").searchParams.get("compress") === "zlib-stream";
    if (compressed) {
      this.gateway.compressed = true;
      const deflate = createDeflate();
      deflate.on("data", (chunk: Buffer) => ws.send(chunk));
      ws.on("close", () => deflate.destroy());
      this.writers.set(ws, (payload) => {
        deflate.write(JSON.stringify(payload));
        deflate.flush(zlibConstants.Z_SYNC_FLUSH);
      });
    } else {
      this.writers.set(ws, (payload) => ws.send(JSON.stringify(payload)));
    }
    ws.on("close", () => {
      this.sockets.delete(ws);
      const state = this.ready.get(ws);
      if (state && state.ws === ws) state.ws = null;
      this.ready.delete(ws);
      this.writers.delete(ws);
    });
    this.write(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs } });
    ws.on("message", (raw) => {
      let frame: z.infer<typeof GatewayFrame>;
      try {
        frame = GatewayFrame.parse(JSON.parse(String(raw)));
      } catch {
        this.closeSocket(ws, 4002); // decode error
        return;
      }
      switch (frame.op) {
        case GatewayOpcodes.Heartbeat:
          this.gateway.heartbeats++;
          this.write(ws, { op: GatewayOpcodes.HeartbeatAck });
          this.events.emit("change");
          break;
        case GatewayOpcodes.Identify:
          this.onIdentify(ws, frame);
          break;
        case GatewayOpcodes.Resume: {
          const resume = ResumePayload.safeParse(frame);
          const known = resume.success ? this.sessions.get(resume.data.d.session_id) : undefined;
          if (!known) {
            this.write(ws, { op: GatewayOpcodes.InvalidSession, d: false });
            break;
          }
          this.gateway.resumes++;
          this.ready.set(ws, known);
          known.ws = ws;
          this.sendDispatch(ws, known, GatewayDispatchEvents.Resumed, {});
          // Discord replays what the session missed while it was disconnected.
          for (const [t, d] of known.missed.splice(0)) {
            this.gateway.replayed++;
            this.sendDispatch(ws, known, t, d);
          }
          break;
        }
        default:
          break; // presence/voice/etc. are ignored
      }
    });
  }

  private closeSocket(ws: WebSocket, code: number): void {
    this.gateway.closeCodes.push(code);
    ws.close(code);
  }

  private onIdentify(ws: WebSocket, frame: unknown): void {
    this.gateway.identifies++;
    const parsed = IdentifyPayload.safeParse(frame);
    const token = parsed.success ? parsed.data.d.token.replace(/^Bot /, "") : "";
    if (token !== this.token) {
      this.closeSocket(ws, 4004); // Authentication failed
      return;
    }
    const shard = (parsed.success ? parsed.data.d.shard : undefined) ?? [0, 1];
    this.gateway.shards.push(shard);
    const sessionId = `sess-${snowflake()}`;
    const state: SessionState = { seq: 0, shard, sessionId, ws, missed: [] };
    this.sessions.set(sessionId, state);
    this.ready.set(ws, state);
    // A guild is on the shard `(guild_id >> 22) % count`; the other shards get no GUILD_CREATE for it.
    const mine = shardOfGuild(this.guildId, shard[1]) === shard[0];
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: { ...apiUser(this.botUser), verified: true, mfa_enabled: false, flags: 0 as UserFlags },
      guilds: mine ? [{ id: this.guildId, unavailable: true }] : [],
      session_id: sessionId,
      resume_gateway_url: this.gatewayUrl,
      shard,
      application: { id: this.applicationId, flags: 0 as ApplicationFlags, flags_new: "0" },
    };
    this.sendDispatch(ws, state, GatewayDispatchEvents.Ready, ready);
    if (mine) this.sendDispatch(ws, state, GatewayDispatchEvents.GuildCreate, this.guildCreate());
  }

  private guildCreate(): GatewayGuildCreateDispatchData {
    const everyone: APIRole = {
      id: this.roleId,
      name: "@everyone",
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      position: 0,
      permissions: "2248473465835073",
      managed: false,
      mentionable: false,
      flags: 0 as RoleFlags,
    };
    return {
      id: this.guildId,
      name: "Duelhall Test Guild",
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.alice.id,
      region: "",
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: GuildVerificationLevel.None,
      default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
      explicit_content_filter: GuildExplicitContentFilter.Disabled,
      roles: [everyone],
      emojis: [],
      features: [],
      mfa_level: GuildMFALevel.None,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: GuildPremiumTier.None,
      preferred_locale: this.guildLocale,
      public_updates_channel_id: null,
      nsfw_level: GuildNSFWLevel.Default,
      stickers: [],
      premium_progress_bar_enabled: false,
      hub_type: GuildHubType.Default ?? null,
      safety_alerts_channel_id: null,
      incidents_data: null,
      joined_at: new Date(0).toISOString(),
      large: false,
      unavailable: false,
      member_count: this.users.length + 1,
      members: [this.botUser, ...this.users].map((u) => this.member(u)),
      channels: [this.textChannel()],
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  private sendDispatch(ws: WebSocket, state: Pick<SessionState, "seq">, t: string, d: unknown): void {
    state.seq++;
    this.write(ws, { op: GatewayOpcodes.Dispatch, t, s: state.seq, d });
  }

  private write(ws: WebSocket, payload: unknown): void {
    this.writers.get(ws)?.(payload);
  }

  /**
   * Sends a dispatch event to the shard it belongs to (Discord's routing): an event of a guild to the session whose
   * shard is `(guild_id >> 22) % count`, anything else (DMs) to shard 0. A session that is disconnected keeps it
   * for its RESUME.
   */
  dispatch(t: GatewayDispatchEvents, d: unknown): void {
    if (this.sessions.size === 0)
      throw new Error("fake-discord: no identified gateway connection (log the bot in first)");
    const guildId = z.object({ guild_id: z.string() }).safeParse(d);
    for (const state of this.sessions.values()) {
      const [id, count] = state.shard;
      const target = guildId.success ? shardOfGuild(guildId.data.guild_id, count) : 0;
      if (target !== id) continue;
      if (state.ws && this.ready.get(state.ws) === state) this.sendDispatch(state.ws, state, t, d);
      else state.missed.push([t, d]);
    }
  }

  /**
   * A gateway drop on every connection (chaos tests): `close` closes the socket with 4000 (resumable), `reconnect`
   * sends RECONNECT (op 7), `invalid-session` sends INVALID_SESSION (op 9, resumable when `resumable`). discord.js
   * reconnects and RESUMEs (or IDENTIFYs anew after a non-resumable invalid session); events dispatched meanwhile
   * are replayed on RESUME, as Discord does.
   */
  dropConnections(how: "close" | "reconnect" | "invalid-session", resumable = true): void {
    for (const [ws, state] of [...this.ready]) {
      // From now on the session's events wait for its RESUME (Discord sends nothing more on a dropped socket).
      this.ready.delete(ws);
      state.ws = null;
      if (how === "close") this.closeSocket(ws, 4000);
      else if (how === "reconnect") this.write(ws, { op: GatewayOpcodes.Reconnect, d: null });
      else {
        if (!resumable) this.sessions.delete(state.sessionId);
        this.write(ws, { op: GatewayOpcodes.InvalidSession, d: resumable });
      }
    }
  }

  /** Ids of the DM channels the bot opened. */
  dmChannelIds(): Set<string> {
    return new Set(this.dmRecipients.keys());
  }

  /** Gateway sessions currently connected and identified (or resumed). */
  connectedSessions(): number {
    return [...this.sessions.values()].filter((s) => s.ws !== null && this.ready.get(s.ws) === s).length;
  }

  // ------------------------------------------------------------------------------------------------------
  // REST

  private send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
    if (res.headersSent) return;
    if (body === undefined) {
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, { ...headers, "content-type": "application/json" }).end(JSON.stringify(body));
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    // Files users attached to slash options (the CDN's part): GET /attachments/<id>/<name>.
    const file = /^\/attachments\/(\d+)\//.exec(url.pathname)?.[1];
    if (file && method === "GET") {
      const bytes = this.slashFiles.get(file);
      if (bytes) res.writeHead(200, { "content-type": "application/octet-stream" }).end(bytes);
      else res.writeHead(404).end();
      return;
    }
    // discord.js sends `@original` URL-encoded (`%40original`): decode each segment before matching.
    const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const rec: RecordedRequest = { method, path: `/${segments.slice(2).join("/")}`, query: url.search, status: 0 };
    this.requests.push(rec);
    let status = 200;
    let body: unknown;
    let headers: Record<string, string> = {};
    try {
      if (segments[0] !== "api" || segments[1] !== "v10") throw new HttpError(404, apiError(0, "404: Not Found"));
      const parsed = await readBody(req);
      this.injectFault(method, rec.path, parsed.json);
      const out = this.route(method, segments.slice(2), url.searchParams, req.headers.authorization, parsed);
      status = out.status;
      body = out.body;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      status = err.status;
      body = err.body;
      headers = err.headers;
    }
    rec.status = status;
    if (status === 404 && !this.isExpected404(body)) this.unexpected.push(rec);
    this.send(res, status, body, headers);
    this.events.emit("change");
  }

  /** Throws the first matching injected fault (and uses one of its `times`). */
  private injectFault(method: string, path: string, json: unknown): void {
    const f = this.faults.find((x) => (x.times ?? 1) > 0 && x.match({ method, path, json }));
    if (!f) return;
    if (f.times !== undefined) f.times--;
    const body = apiError(f.code, f.message ?? `injected fault ${f.code}`);
    // A 429 says when to retry (Discord: `Retry-After` seconds); discord.js waits and retries by itself.
    if (f.status === 429)
      throw new HttpError(429, { ...body, retry_after: 0.05, global: false }, { "retry-after": "0.05" });
    throw new HttpError(f.status, body);
  }

  /** 404s the fake answers on purpose (10062, unknown message/webhook) are not "unexpected routes". */
  private isExpected404(body: unknown): boolean {
    const code = z.object({ code: z.number() }).safeParse(body);
    return code.success && code.data.code !== 0;
  }

  private requireBot(auth: string | undefined): void {
    if (auth !== `Bot ${this.token}`) throw new HttpError(401, apiError(0, "401: Unauthorized"));
  }

  private route(
    method: string,
    s: string[],
    query: URLSearchParams,
    auth: string | undefined,
    body: ParsedBody,
  ): { status: number; body?: unknown } {
    const [a, b, c, d, e] = s;
    const n = s.length;
    // Interaction callback and webhooks authenticate with the interaction token, not the bot token.
    if (a === "interactions" && b && c && d === "callback" && n === 4 && method === "POST") {
      return this.callback(b, c, query, body);
    }
    if (a === "webhooks" && b === this.applicationId && c) {
      const record = this.byToken.get(c);
      if (!record) throw new HttpError(404, apiError(10015, "Unknown Webhook"));
      if (n === 3 && method === "POST") return this.followup(record, body);
      if (n === 5 && d === "messages" && e) return this.webhookMessage(record, method, e, body);
    }
    if (a === "gateway" && b === "bot" && n === 2 && method === "GET") {
      this.requireBot(auth);
      const out: RESTGetAPIGatewayBotResult = {
        url: this.gatewayUrl,
        shards: this.recommendedShards,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
      };
      return { status: 200, body: out };
    }
    this.requireBot(auth);
    if (a === "users" && b === "@me" && n === 2 && method === "GET") {
      return { status: 200, body: { ...apiUser(this.botUser), verified: true, mfa_enabled: false, flags: 0 } };
    }
    if (a === "users" && b === "@me" && c === "channels" && n === 3 && method === "POST") {
      return { status: 200, body: this.openDm(CreateDmBody.parse(body.json).recipient_id) };
    }
    if (a === "applications" && b === this.applicationId && c === "commands" && n === 3) {
      if (method === "PUT") {
        this.globalCommands = this.toCommands(body.json, undefined);
        return { status: 200, body: this.globalCommands };
      }
      if (method === "GET") return { status: 200, body: this.globalCommands };
    }
    if (a === "applications" && b === this.applicationId && c === "guilds" && d && e === "commands" && n === 5) {
      if (method === "PUT") {
        this.guildCommands.set(d, this.toCommands(body.json, d));
        return { status: 200, body: this.guildCommands.get(d) };
      }
      if (method === "GET") return { status: 200, body: this.guildCommands.get(d) ?? [] };
    }
    if (a === "channels" && b && c === "threads" && n === 3 && method === "POST") return this.startThread(b, body);
    if (a === "channels" && b && n === 2 && method === "GET") return { status: 200, body: this.channelObject(b) };
    if (a === "channels" && b && c === "thread-members" && d && n === 4 && method === "PUT") {
      const t = this.threads.get(b);
      if (!t) throw new HttpError(404, apiError(10003, "Unknown Channel"));
      if (!this.users.some((u) => u.id === d)) throw new HttpError(404, apiError(10013, "Unknown User"));
      t.members = new Set([...(t.members ?? []), d]);
      return { status: 204, body: undefined };
    }
    if (a === "channels" && b && c === "messages") {
      if (!this.channelExists(b)) throw new HttpError(404, apiError(10003, "Unknown Channel"));
      if (n === 3 && method === "POST") return this.channelPost(b, body);
      if (n === 3 && method === "GET") {
        const list = this.channelMessages(b)
          .filter((m) => !m.ephemeral)
          .map((m) => m.message)
          .reverse();
        return { status: 200, body: list };
      }
      if (n === 4 && d) {
        const found = this.messages.get(d);
        if (!found || found.channelId !== b || found.stored.ephemeral) {
          throw new HttpError(404, apiError(10008, "Unknown Message"));
        }
        if (method === "GET") return { status: 200, body: found.stored.message };
        if (method === "PATCH") return { status: 200, body: this.editMessage(d, body).message };
        if (method === "DELETE") return { status: 204, body: this.deleteMessage(d) };
      }
    }
    throw new HttpError(404, apiError(0, "404: Not Found"));
  }

  /** `GET /channels/{id}`: the guild text channel, a thread started in it, or a DM channel (discord.js fetches). */
  private channelObject(id: string): unknown {
    if (id === this.channelId) return this.textChannel();
    const thread = this.threads.get(id);
    if (thread)
      return this.threadObject(id, thread.parentId, thread.name, thread.type ?? ChannelType.PublicThread, 10080);
    const recipient = this.dmRecipients.get(id);
    if (recipient) return this.openDm(recipient);
    throw new HttpError(404, apiError(10003, "Unknown Channel"));
  }

  /** A thread channel object as Discord returns it. */
  private threadObject(id: string, parentId: string, name: string, type: number, archive: number): unknown {
    return {
      id,
      type,
      guild_id: this.guildId,
      parent_id: parentId,
      owner_id: this.applicationId,
      name,
      last_message_id: null,
      rate_limit_per_user: 0,
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
      flags: 0,
      thread_metadata: {
        archived: false,
        auto_archive_duration: archive,
        archive_timestamp: new Date().toISOString(),
        locked: false,
      },
    };
  }

  private channelExists(id: string): boolean {
    return id === this.channelId || this.dmRecipients.has(id) || this.threads.has(id);
  }

  /** `POST /channels/{id}/threads` without a message: a public thread in the guild's text channel. */
  private startThread(parentId: string, body: ParsedBody): { status: number; body: unknown } {
    if (parentId !== this.channelId) throw new HttpError(404, apiError(10003, "Unknown Channel"));
    const req = z
      .object({
        name: z.string().min(1).max(100),
        auto_archive_duration: z.number().optional(),
        type: z.number().optional(),
      })
      .parse(body.json);
    const id = snowflake();
    this.threads.set(id, { parentId, name: req.name, type: req.type ?? ChannelType.PublicThread });
    const thread = this.threadObject(
      id,
      parentId,
      req.name,
      req.type ?? ChannelType.PublicThread,
      req.auto_archive_duration ?? 10080,
    );
    return { status: 201, body: thread };
  }

  private toCommands(json: unknown, guildId: string | undefined): APIApplicationCommand[] {
    return CommandsBody.parse(json).map(
      (c) =>
        ({
          type: ApplicationCommandType.ChatInput,
          description: "",
          ...c,
          id: snowflake(),
          application_id: this.applicationId,
          default_member_permissions: null,
          version: snowflake(),
          ...(guildId ? { guild_id: guildId } : {}),
        }) as APIApplicationCommand,
    );
  }

  private openDm(userId: string): APIDMChannel {
    const known = [this.botUser, ...this.users].find((u) => u.id === userId);
    if (!known) throw new HttpError(400, apiError(50033, "Invalid Recipient(s)"));
    let id = this.dmChannels.get(userId);
    if (!id) {
      id = snowflake();
      this.dmChannels.set(userId, id);
      this.dmRecipients.set(id, userId);
    }
    return {
      id,
      type: ChannelType.DM,
      name: null,
      recipients: [apiUser(known)],
      last_message_id: null,
      flags: 0 as ChannelFlags,
    };
  }

  // Messages -------------------------------------------------------------------------------------------------

  private attachmentsFrom(
    payload: MessagePayload,
    files: ParsedBody["files"],
    previous: FakeMessage | undefined,
  ): { api: APIAttachment[]; recorded: RecordedAttachment[] } {
    const api: APIAttachment[] = [];
    const recorded: RecordedAttachment[] = [];
    const uploads = new Map(files.map((f) => [String(f.index), f]));
    const add = (f: ParsedBody["files"][number], filename: string): void => {
      const id = snowflake();
      recorded.push({ id, filename, contentType: f.contentType, bytes: f.bytes });
      const url = `${this.apiBase.replace(/\/api$/, "")}/attachments/${id}/${encodeURIComponent(filename)}`;
      api.push({ id, filename, size: f.bytes.length, url, proxy_url: url, content_type: f.contentType });
    };
    if (payload.attachments) {
      for (const a of payload.attachments) {
        const upload = uploads.get(String(a.id));
        if (upload) {
          add(upload, a.filename ?? upload.filename);
          uploads.delete(String(a.id));
          continue;
        }
        // Keeping an existing attachment by id (edits).
        const kept = previous?.files.find((p) => p.id === String(a.id));
        const keptApi = previous?.message.attachments.find((p) => p.id === String(a.id));
        if (kept && keptApi) {
          recorded.push(kept);
          api.push(keptApi);
        }
      }
    } else if (previous && files.length === 0) {
      return { api: previous.message.attachments, recorded: previous.files };
    }
    for (const f of uploads.values()) add(f, f.filename);
    return { api, recorded };
  }

  private storeMessage(
    channelId: string,
    payloadJson: unknown,
    files: ParsedBody["files"],
    extra: { interactionId?: string; flags?: number; id?: string },
  ): FakeMessage {
    const payload = MessagePayload.parse(payloadJson ?? {});
    const id = extra.id ?? snowflake();
    const flags = extra.flags ?? payload.flags ?? 0;
    // Components V2 rules (./components-v2.ts): no content or embeds with the flag, limits on components.
    const problem = componentProblem(flags, payload.content, payload.embeds, payload.components ?? []);
    if (problem) throw new HttpError(400, apiError(50035, `Invalid Form Body: ${problem}`));
    const { api, recorded } = this.attachmentsFrom(payload, files, undefined);
    const message: APIMessage = {
      id,
      channel_id: channelId,
      author: apiUser(this.botUser),
      content: payload.content ?? "",
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: api,
      embeds: (payload.embeds ?? []) as APIMessage["embeds"],
      pinned: false,
      type: extra.interactionId ? MessageType.ChatInputCommand : MessageType.Default,
      flags,
      components: (payload.components ?? []) as APIActionRowComponent<APIComponentInMessageActionRow>[],
      ...(extra.interactionId ? { webhook_id: this.applicationId, application_id: this.applicationId } : {}),
    };
    const stored: FakeMessage = {
      message,
      files: recorded,
      ephemeral: (flags & MessageFlags.Ephemeral) !== 0,
      ...(extra.interactionId ? { interactionId: extra.interactionId } : {}),
    };
    this.messages.set(id, { channelId, stored });
    this.recordEvent("create", channelId, stored, payload.allowed_mentions);
    const order = this.channelOrder.get(channelId) ?? [];
    order.push(id);
    this.channelOrder.set(channelId, order);
    return stored;
  }

  private editMessage(id: string, body: ParsedBody): FakeMessage {
    const found = this.messages.get(id);
    if (!found) throw new HttpError(404, apiError(10008, "Unknown Message"));
    const payload = MessagePayload.parse(body.json ?? {});
    const prev = found.stored;
    // IS_COMPONENTS_V2 may be set by an edit (never removed); the edited message must then obey its rules.
    const flags = ((prev.message.flags ?? 0) & ~MessageFlags.Loading) | ((payload.flags ?? 0) & IS_COMPONENTS_V2);
    const problem = componentProblem(
      flags,
      payload.content ?? prev.message.content,
      payload.embeds ?? prev.message.embeds,
      payload.components ?? prev.message.components ?? [],
    );
    if (problem) throw new HttpError(400, apiError(50035, `Invalid Form Body: ${problem}`));
    const { api, recorded } = this.attachmentsFrom(payload, body.files, prev);
    const message: APIMessage = {
      ...prev.message,
      ...(payload.content !== undefined ? { content: payload.content } : {}),
      ...(payload.embeds ? { embeds: payload.embeds as APIMessage["embeds"] } : {}),
      ...(payload.components
        ? { components: payload.components as APIActionRowComponent<APIComponentInMessageActionRow>[] }
        : {}),
      attachments: api,
      flags,
      edited_timestamp: new Date().toISOString(),
    };
    found.stored = { ...prev, message, files: recorded };
    this.recordEvent("edit", found.channelId, found.stored, payload.allowed_mentions);
    return found.stored;
  }

  private recordEvent(kind: MessageEvent["kind"], channelId: string, stored: FakeMessage, allowed: unknown): void {
    this.messageEvents.push({
      kind,
      messageId: stored.message.id,
      channelId,
      dm: this.dmRecipients.has(channelId),
      ephemeral: stored.ephemeral,
      content: stored.message.content,
      components: stored.message.components,
      ...(stored.message.embeds?.length ? { embeds: stored.message.embeds } : {}),
      ...(allowed !== undefined ? { allowedMentions: allowed } : {}),
    });
  }

  private deleteMessage(id: string): undefined {
    const found = this.messages.get(id);
    if (!found) throw new HttpError(404, apiError(10008, "Unknown Message"));
    this.messages.delete(id);
    const order = this.channelOrder.get(found.channelId) ?? [];
    this.channelOrder.set(
      found.channelId,
      order.filter((m) => m !== id),
    );
    return undefined;
  }

  private channelPost(channelId: string, body: ParsedBody): { status: number; body: unknown } {
    const recipient = this.dmRecipients.get(channelId);
    if (recipient && this.blocked.has(recipient)) {
      throw new HttpError(403, apiError(50007, "Cannot send messages to this user"));
    }
    // Discord's `enforce_nonce`: a repeated nonce in the same channel returns the message it already created.
    const nonce = NonceBody.safeParse(body.json);
    if (nonce.success && nonce.data.enforce_nonce === true && nonce.data.nonce !== undefined) {
      const key = `${channelId}:${nonce.data.nonce}`;
      const seen = this.nonces.get(key);
      const found = seen ? this.messages.get(seen) : undefined;
      if (found) {
        this.nonceRepeats++;
        return { status: 200, body: found.stored.message };
      }
      const stored = this.storeMessage(channelId, body.json, body.files, {});
      this.nonces.set(key, stored.message.id);
      return { status: 200, body: stored.message };
    }
    return { status: 200, body: this.storeMessage(channelId, body.json, body.files, {}).message };
  }

  // Interactions ---------------------------------------------------------------------------------------------

  private callback(
    id: string,
    token: string,
    query: URLSearchParams,
    body: ParsedBody,
  ): { status: number; body?: unknown } {
    const record = this.byToken.get(token);
    const parsed = CallbackBody.parse(body.json);
    const data = parsed.data ?? {};
    const ms = record ? performance.now() - record.dispatchedAt : 0;
    const cb: CallbackRecord = {
      type: parsed.type as InteractionResponseType,
      ms,
      status: 0,
      flags: typeof data.flags === "number" ? data.flags : 0,
      data,
      attachments: [],
    };
    const reject = (status: number, code: number, message: string): never => {
      cb.status = status;
      cb.errorCode = code;
      throw new HttpError(status, apiError(code, message));
    };
    if (!record || record.id !== id) return reject(404, 10062, "Unknown interaction");
    record.callbacks.push(cb);
    record.firstCallbackMs ??= ms;
    if (record.ack) return reject(400, 40060, "Interaction has already been acknowledged.");
    if (ms > record.deadlineMs) return reject(404, 10062, "Unknown interaction");

    let message: FakeMessage | undefined;
    switch (cb.type) {
      case InteractionResponseType.ChannelMessageWithSource:
        message = this.storeMessage(this.channelId, data, body.files, { interactionId: record.id });
        record.originalMessageId = message.message.id;
        break;
      case InteractionResponseType.DeferredChannelMessageWithSource:
        message = this.storeMessage(this.channelId, { content: "" }, [], {
          interactionId: record.id,
          flags: (cb.flags & MessageFlags.Ephemeral) | MessageFlags.Loading,
        });
        record.originalMessageId = message.message.id;
        break;
      case InteractionResponseType.UpdateMessage:
        if (!record.originalMessageId) return reject(400, 50035, "Invalid Form Body");
        message = this.editMessage(record.originalMessageId, { json: data, files: body.files });
        break;
      case InteractionResponseType.DeferredMessageUpdate:
        if (!record.originalMessageId) return reject(400, 50035, "Invalid Form Body");
        break;
      case InteractionResponseType.ApplicationCommandAutocompleteResult:
        record.choices = Array.isArray(data.choices) ? data.choices : [];
        break;
      case InteractionResponseType.Modal:
        break;
      default:
        return reject(400, 50035, "Invalid Form Body");
    }
    cb.attachments = message?.files ?? [];
    cb.status = query.get("with_response") === "true" ? 200 : 204;
    record.ack = cb;
    if (cb.status === 204) return { status: 204 };
    const out: RESTPostAPIInteractionCallbackWithResponseResult = {
      interaction: {
        id: record.id,
        type: this.payloadType(record.kind),
        activity_instance_id: undefined,
        response_message_id: message?.message.id,
        response_message_loading: cb.type === InteractionResponseType.DeferredChannelMessageWithSource,
        response_message_ephemeral: message?.ephemeral,
      },
      ...(message ? { resource: { type: cb.type, message: message.message } } : {}),
    } as RESTPostAPIInteractionCallbackWithResponseResult;
    return { status: 200, body: out };
  }

  private payloadType(kind: InteractionKind): InteractionType {
    switch (kind) {
      case "slash":
        return InteractionType.ApplicationCommand;
      case "autocomplete":
        return InteractionType.ApplicationCommandAutocomplete;
      case "modal":
        return InteractionType.ModalSubmit;
      default:
        return InteractionType.MessageComponent;
    }
  }

  private followup(record: InteractionRecord, body: ParsedBody): { status: number; body: unknown } {
    const w: WebhookRecord = {
      kind: "followup",
      ms: performance.now() - record.dispatchedAt,
      status: 200,
      data: MessagePayload.parse(body.json ?? {}),
      attachments: [],
    };
    record.webhooks.push(w);
    if (!record.ack) {
      w.status = 404;
      w.errorCode = 10015;
      throw new HttpError(404, apiError(10015, "Unknown Webhook"));
    }
    const stored = this.storeMessage(this.channelId, body.json, body.files, { interactionId: record.id });
    w.attachments = stored.files;
    w.messageId = stored.message.id;
    return { status: 200, body: stored.message };
  }

  private webhookMessage(
    record: InteractionRecord,
    method: string,
    which: string,
    body: ParsedBody,
  ): { status: number; body?: unknown } {
    const messageId = which === "@original" ? record.originalMessageId : which;
    if (!record.ack || !messageId || !this.messages.has(messageId)) {
      throw new HttpError(404, apiError(10008, "Unknown Message"));
    }
    if (method === "GET") return { status: 200, body: this.messages.get(messageId)!.stored.message };
    const w: WebhookRecord = {
      kind: method === "DELETE" ? "delete-original" : "edit-original",
      ms: performance.now() - record.dispatchedAt,
      status: 200,
      data: method === "PATCH" ? MessagePayload.parse(body.json ?? {}) : {},
      attachments: [],
      messageId,
    };
    record.webhooks.push(w);
    if (method === "PATCH") {
      const stored = this.editMessage(messageId, body);
      w.attachments = stored.files.filter((f) => body.files.some((u) => u.bytes === f.bytes));
      return { status: 200, body: stored.message };
    }
    if (method === "DELETE") {
      this.deleteMessage(messageId);
      w.status = 204;
      return { status: 204 };
    }
    throw new HttpError(404, apiError(0, "404: Not Found"));
  }
}

/** Starts a fake Discord on 127.0.0.1 (ephemeral port). Point discord.js at `fake.apiBase`. */
export async function startFakeDiscord(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscord(opts);
  await fake.listen();
  return fake;
}

/** The smallest valid PNG (1×1, transparent), for attachment tests. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** True when `bytes` start with the PNG signature. */
export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
