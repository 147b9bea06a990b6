import { createHash } from "node:crypto";
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type Client,
  DiscordAPIError,
  Events,
  type MessageCreateOptions,
  RESTJSONErrorCodes,
} from "discord.js";
import type { Logger } from "pino";
import { createCommands } from "../../commands/index.js";
import { DECK_SAVE_MODAL, onDeckSaveModal } from "../../commands/deck.js";
import type { Db } from "../db/client.js";
import { type GameTable, hostsOf, installedGames } from "../games/index.js";
import { logger as rootLogger } from "../log.js";
import type { Lookup } from "../services/lookup/index.js";
import { type DeliveryResult, MatchService, type TickReport, type TimerNotice } from "../services/matches/index.js";
import { type Bot, createBot } from "./client.js";
import { customIdPrefix } from "./custom-id.js";
import {
  CHALLENGE_KIND,
  DECK_MODAL_KIND,
  DECK_PASTE_KIND,
  DECK_SELECT_KIND,
  onChallengeButton,
  onDeckModal,
  onDeckSelect,
  onPasteButton,
} from "./game/challenge.js";
import { type BotDeps, makeDeps } from "./game/deps.js";
import { onConcedeButton } from "./game/concede.js";
import { CONCEDE_KIND } from "./game/concede-confirm.js";
import { onMatchButton, onPromptComponent, onPromptModal } from "./game/play.js";
import { MATCH_KIND, matchButtonId, postChannel } from "./game/publish.js";
import { Leases } from "../services/leases.js";
import { tellAdmins } from "./game/admins.js";
import { deliverDueOutbox } from "./game/republish.js";
import { leagueTick } from "./league/announce.js";
import { PROMPT_KIND } from "./prompts/prompt.js";
import { onStopsButton } from "./game/stops.js";
import { STOPS_KIND } from "./game/stops-row.js";
import type { RouterOptions } from "./router.js";
import { type LocaleTag, t } from "./i18n.js";
import { deliverDmReminder } from "./game/notices.js";
import { rememberLocale } from "./game/prefs.js";
import { onUndoButton, UNDO_KIND } from "./game/undo.js";
import { onVacationButton, VACATION_KIND } from "./game/vacation.js";

/** Options of {@link createDuelhallBot}. */
export interface DuelhallBotOptions {
  token: string;
  /** REST base (tests and the demo: the fake's `apiBase`); default Discord. */
  restApi?: string;
  /** The database (Prisma client from `createDb`). */
  db: Db;
  /** The games the bot plays and shows (default: the installed games, src/games/index.ts). */
  games?: GameTable;
  /** The match service (default: `new MatchService({ db })` hosting `games`). */
  matches?: MatchService;
  logger?: Logger;
  onError?: RouterOptions["onError"];
  /** Called with every rendered board PNG (the demo writes them to files). */
  onBoardPng?: BotDeps["onBoardPng"];
  /** Rules lookup factory (default `sharedRulesLookup()`, the process-wide rules index, built on first refusal). */
  lookup?: () => Lookup;
}

/** The Duelhall bot: the discord.js client wired to the game handlers, plus its dependencies. */
export interface DuelhallBot extends Bot {
  deps: BotDeps;
  /**
   * Runs the match service's due timers one by one and posts each reminder / claim offer / expiry notice in its
   * match channel; a timer is done only once its message went out (docs/reliability.md "Timers").
   */
  tick(now?: Date): Promise<TickReport>;
}

/**
 * Builds the bot (not connected; call `start()`). It keeps no game state in memory: every interaction loads the
 * match through the {@link MatchService}, so a new client on the same database picks running matches up.
 */
export function createDuelhallBot(opts: DuelhallBotOptions): DuelhallBot {
  const log = opts.logger ?? rootLogger.child({ module: "bot" });
  const games = opts.games ?? installedGames();
  const deps = makeDeps({
    games,
    matches: opts.matches ?? new MatchService({ db: opts.db, games: hostsOf(games) }),
    db: opts.db,
    log,
    ...(opts.onBoardPng ? { onBoardPng: opts.onBoardPng } : {}),
    ...(opts.lookup ? { lookup: opts.lookup } : {}),
  });
  const commands = createCommands(() => deps, games);
  const bot = createBot({
    token: opts.token,
    ...(opts.restApi ? { restApi: opts.restApi } : {}),
    logger: log,
    ...(opts.onError ? { onError: opts.onError } : {}),
    handlers: {
      commands,
      buttons: {
        [customIdPrefix(PROMPT_KIND)]: (i) => onPromptComponent(deps, i),
        [customIdPrefix(MATCH_KIND)]: (i) => onMatchButton(deps, i),
        [customIdPrefix(CONCEDE_KIND)]: (i) => onConcedeButton(deps, i),
        [customIdPrefix(STOPS_KIND)]: (i) => onStopsButton(deps, i),
        [customIdPrefix(UNDO_KIND)]: (i) => onUndoButton(deps, i),
        [customIdPrefix(VACATION_KIND)]: (i) => onVacationButton(deps, i),
        [customIdPrefix(CHALLENGE_KIND)]: (i) => onChallengeButton(deps, i),
        [customIdPrefix(DECK_PASTE_KIND)]: (i) => onPasteButton(deps, i),
      },
      selects: {
        [customIdPrefix(PROMPT_KIND)]: (i) => onPromptComponent(deps, i),
        [customIdPrefix(DECK_SELECT_KIND)]: (i) => onDeckSelect(deps, i),
      },
      modals: {
        [customIdPrefix(PROMPT_KIND)]: (i) => onPromptModal(deps, i),
        [customIdPrefix(DECK_MODAL_KIND)]: (i) => onDeckModal(deps, i),
        [DECK_SAVE_MODAL]: (i) => onDeckSaveModal(deps, i),
      },
    },
  });
  // Panels and DMs speak the player's language: remember the locale of every interaction (issue 15).
  bot.client.on(Events.InteractionCreate, (i) => void rememberLocale(deps, i.user.id, i.locale));
  return {
    ...bot,
    deps,
    async tick(now) {
      await deliverDueOutbox(bot.client, deps, now ?? deps.matches.now());
      const report = await deps.matches.tick(now, (notice) =>
        notice.kind === "dm-reminder"
          ? deliverDmReminder(bot.client, deps, notice)
          : deliverNotice(bot.client, log, notice),
      );
      // Leagues (docs/leagues.md): record finished matches, pass deadlines, open and announce rounds. One process
      // at a time across all bot processes (a database lease, docs/reliability.md "Leases").
      const leases = new Leases(deps.db);
      const at = now ?? deps.matches.now();
      if (await leases.acquire(LEAGUE_LEASE, LEAGUE_LEASE_MS, at)) {
        try {
          await leagueTick(deps, bot.client);
        } finally {
          await leases.release(LEAGUE_LEASE);
        }
      }
      return report;
    },
  };
}

/** The lease name of the league tick and how long a process may hold it (then another takes over). */
const LEAGUE_LEASE = "league-tick";
const LEAGUE_LEASE_MS = 10 * 60_000;

/** Discord errors after which a channel post cannot succeed by retrying: the channel is gone or closed to the bot. */
const PERMANENT_POST_ERRORS = new Set<number>([
  RESTJSONErrorCodes.UnknownChannel,
  RESTJSONErrorCodes.MissingAccess,
  RESTJSONErrorCodes.MissingPermissions,
]);

/**
 * Posts one timer notice in its match channel. An unknown or closed channel is a permanent failure: logged and
 * told to the server's admins ({@link tellAdmins}); anything else (5xx, network, rate limit) is retried later.
 */
async function deliverNotice(client: Client, log: Logger, n: TimerNotice): Promise<DeliveryResult> {
  try {
    // The nonce (the timer's id) lets Discord drop a repeat of a notice already accepted (a crash before `done`).
    // A channel notice: the server's language (docs/bot.md "Languages").
    const lang = n.guildId ? client.guilds.cache.get(n.guildId)?.preferredLocale : undefined;
    await postChannel(client, n.channelId, {
      ...noticeMessage(n, lang),
      nonce: timerNonce(n.timerId),
      enforceNonce: true,
    });
    return "sent";
  } catch (err) {
    if (err instanceof DiscordAPIError && typeof err.code === "number" && PERMANENT_POST_ERRORS.has(err.code)) {
      const reason = `${err.code} ${err.message}`;
      log.warn({ matchId: n.matchId, channelId: n.channelId, kind: n.kind, reason }, "timer notice undeliverable");
      await tellAdmins(client, log, n, reason, "a clock notice was");
      return { permanent: reason };
    }
    log.warn({ err, matchId: n.matchId, kind: n.kind }, "timer notice failed; retried later");
    return { retry: err instanceof Error ? err.message : String(err) };
  }
}

/** A timer's Discord nonce (at most 25 characters). */
function timerNonce(timerId: string): string {
  return `t${createHash("sha256").update(timerId).digest("base64url").slice(0, 20)}`;
}

/** The channel message of a timer notice. */
function noticeMessage(n: TimerNotice, lang?: LocaleTag): MessageCreateOptions {
  if (n.kind === "reminder") {
    const when = Math.floor(n.deadlineAt.getTime() / 1000);
    return {
      content: `⏰ <@${n.playerId}>, your decision is waiting; your clock runs out <t:${when}:R>.`,
      allowedMentions: { users: [n.playerId] },
    };
  }
  if (n.kind === "claimable")
    return {
      content: `⌛ <@${n.playerId}> ran out of time. ${n.claimants.map((x) => `<@${x}>`).join(", ")} may claim the win.`,
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId(matchButtonId(n.matchId, "claim"))
            .setLabel("Claim the win")
            .setStyle(ButtonStyle.Primary),
        ),
      ],
      allowedMentions: { users: n.claimants },
    };
  if (n.kind === "dm-reminder") throw new Error("a DM reminder is delivered by DM (deliverDmReminder), not here");
  if (n.kind === "vacation-ended")
    return { content: t(lang, "vacation.ended", { who: `<@${n.playerId}>` }), allowedMentions: { parse: [] } };
  return {
    content: `The challenge between ${n.playerIds.map((x) => `<@${x}>`).join(" and ")} expired.`,
    allowedMentions: { parse: [] },
  };
}
