import type { Logger } from "pino";
import { createCommands } from "../../commands/index.js";
import { DECK_SAVE_MODAL, onDeckSaveModal } from "../../commands/deck.js";
import type { Db } from "../db/client.js";
import { type GameTable, hostsOf, installedGames } from "../games/index.js";
import { logger as rootLogger } from "../log.js";
import type { Lookup } from "../services/lookup/index.js";
import { MatchService, type TickReport } from "../services/matches/index.js";
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
import { CONCEDE_KIND, onConcedeButton } from "./game/concede.js";
import { onMatchButton, onPromptComponent } from "./game/play.js";
import { MATCH_KIND, matchButtonId, postChannel } from "./game/publish.js";
import { leagueTick } from "./league/announce.js";
import { PROMPT_KIND } from "./prompts/prompt.js";
import type { RouterOptions } from "./router.js";

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
  /** Runs the match service's timers once and posts reminders / claim offers in the match channels. */
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
        [customIdPrefix(CHALLENGE_KIND)]: (i) => onChallengeButton(deps, i),
        [customIdPrefix(DECK_PASTE_KIND)]: (i) => onPasteButton(deps, i),
      },
      selects: {
        [customIdPrefix(PROMPT_KIND)]: (i) => onPromptComponent(deps, i),
        [customIdPrefix(DECK_SELECT_KIND)]: (i) => onDeckSelect(deps, i),
      },
      modals: {
        [customIdPrefix(DECK_MODAL_KIND)]: (i) => onDeckModal(deps, i),
        [DECK_SAVE_MODAL]: (i) => onDeckSaveModal(deps, i),
      },
    },
  });
  return {
    ...bot,
    deps,
    async tick(now) {
      const report = await deps.matches.tick(now);
      const client = bot.client;
      for (const r of report.reminders) {
        const when = Math.floor(r.deadlineAt.getTime() / 1000);
        await postChannel(client, r.channelId, {
          content: `⏰ <@${r.playerId}>, your decision is waiting; your clock runs out <t:${when}:R>.`,
          allowed_mentions: { users: [r.playerId] },
        });
      }
      for (const c of report.claimable) {
        await postChannel(client, c.channelId, {
          content: `⌛ <@${c.playerId}> ran out of time. ${c.claimants.map((x) => `<@${x}>`).join(", ")} may claim the win.`,
          components: [
            {
              type: 1,
              components: [{ type: 2, style: 1, custom_id: matchButtonId(c.matchId, "claim"), label: "Claim the win" }],
            },
          ],
          allowed_mentions: { users: c.claimants },
        });
      }
      for (const e of report.expiredChallenges) {
        await postChannel(client, e.channelId, {
          content: `The challenge between ${e.playerIds.map((x) => `<@${x}>`).join(" and ")} expired.`,
          allowed_mentions: { parse: [] },
        });
      }
      // Leagues (docs/leagues.md): record finished matches, pass deadlines, open and announce rounds.
      await leagueTick(deps, client);
      return report;
    },
  };
}
