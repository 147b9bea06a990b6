/**
 * League events in Discord (docs/leagues.md "In Discord"): for a new round, each match gets its own thread in the
 * league channel and its board is posted there (the match flow of docs/bot.md: board, DMs, prompts), then the pairings go to the league channel with links and one
 * mention per player; a finished league posts its champion and final standings.
 */
import { type APIEmbed, channelLink, type Client } from "discord.js";
import { type LeagueEvent, type LeagueRow, LeagueService, type RoundOpened } from "../../leagues/service.js";
import { OutboxStore } from "../../services/outbox.js";
import type { BotDeps } from "../game/deps.js";
import { displayName } from "../game/deps.js";
import type { LocaleTag } from "../i18n.js";
import { t } from "../i18n.js";
import { postChannel } from "../game/publish.js";
import { outboxPayload, publishAfterCommit } from "../game/republish.js";
import { openMatchThread } from "../game/thread.js";
import { roundMessages, standingsEmbed } from "./render.js";
import { renderStandingsPng } from "./standings-png.js";

/** A league service over the bot's database and match service (stateless: one per call is fine). */
export function leaguesOf(deps: BotDeps): LeagueService {
  return new LeagueService({
    db: deps.db,
    matches: deps.matches,
    now: deps.matches.now,
    ...(deps.leagueSeed ? { newSeed: deps.leagueSeed } : {}),
  });
}

/** The file name of the standings picture (the embed shows it as `attachment://standings.png`). */
export const STANDINGS_PNG = "standings.png";

/**
 * The standings message body: the embed (table and overrides footnote, ./render.ts) showing the standings picture
 * (./standings-png.ts) attached as {@link STANDINGS_PNG}. The embed's captions are in the language of `locale`
 * (default: the server's), and so are the picture's column heads and captions.
 */
export async function standingsPost(
  deps: BotDeps,
  client: Client,
  league: LeagueRow,
  locale: LocaleTag = serverLocale(client, league),
): Promise<{ embeds: APIEmbed[]; files: { attachment: Buffer; name: string }[] }> {
  const { standings, overrides } = await leaguesOf(deps).standings(league.id);
  const name = (id: string) => displayName(client, id, id);
  const embed = standingsEmbed(league, standings, overrides, name, locale);
  const title = embed.title ?? league.name;
  const png = await renderStandingsPng(title, standings, overrides, name, locale);
  return {
    embeds: [{ ...embed, image: { url: `attachment://${STANDINGS_PNG}` } }],
    files: [{ attachment: png, name: STANDINGS_PNG }],
  };
}

/**
 * The league server's preferred locale (`guild.preferredLocale`): the language of public league posts
 * (docs/bot.md "Languages"); undefined (English) when the guild is not in this process's cache.
 */
export function serverLocale(client: Client, league: Pick<LeagueRow, "guildId">): LocaleTag {
  return client.guilds.cache.get(league.guildId)?.preferredLocale;
}

/** Posts what the league service reported (new rounds, finished leagues). Errors are logged, never thrown. */
export async function announce(deps: BotDeps, client: Client, events: readonly LeagueEvent[]): Promise<void> {
  const leagues = leaguesOf(deps);
  for (const event of events) {
    try {
      const league = await leagues.get(event.leagueId);
      if (!league) continue;
      const pub = serverLocale(client, league);
      if (event.kind === "finished") {
        const post = await standingsPost(deps, client, league, pub);
        await postChannel(
          client,
          league.channelId,
          {
            content: t(pub, "league.over", {
              name: league.name,
              champion: event.champion ? t(pub, "league.champion", { who: `<@${event.champion}>` }) : "",
            }),
            embeds: post.embeds,
            allowedMentions: { users: event.champion ? [event.champion] : [] },
          },
          post.files.map((f) => ({ name: f.name, data: f.attachment })),
        );
        continue;
      }
      const links = new Map<string, string>();
      for (const p of event.pairings) {
        if (!p.matchId) continue;
        const link = await startLeagueMatch(client, deps, league, event, p.matchId, p.tableNo).catch((err: unknown) => {
          deps.log.error({ err, leagueId: league.id, matchId: p.matchId }, "league match start not published");
          return null;
        });
        if (link) links.set(p.matchId, link);
      }
      const players = event.pairings.flatMap((p) => (p.b ? [p.a, p.b] : [p.a]));
      for (const content of roundMessages(league, event, links, pub)) {
        const mentioned = players.filter((id) => content.includes(`<@${id}>`));
        await postChannel(client, league.channelId, { content, allowedMentions: { users: mentioned } });
      }
      await leagues.markAnnounced(league.id, event.round);
    } catch (err) {
      deps.log.error({ err, leagueId: event.leagueId }, "league announcement failed");
    }
  }
}

/**
 * Opens a new league match in Discord: its thread, then its board through the outbox (a row owed now, delivered at
 * once; if Discord fails, `bot.tick()` retries it like any publish, ../game/republish.ts), so one failing
 * match neither loses its board nor the rest of the round's announcement. Returns the link for the pairings post:
 * the thread, else the board message, else null.
 */
async function startLeagueMatch(
  client: Client,
  deps: BotDeps,
  league: LeagueRow,
  event: RoundOpened,
  matchId: string,
  tableNo: number,
): Promise<string | null> {
  const thread = await leagueMatchThread(client, deps, league, event, matchId, tableNo);
  const store = new OutboxStore(deps.db);
  const row = () =>
    deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true, stateVersion: true } });
  const board = async () => (await row())?.boardMessageId;
  // Owed once: an announcement repeated after a crash finds the board posted or its row pending.
  const before = await row();
  if (before && !before.boardMessageId && (await store.pending(matchId, 1)).length === 0) {
    const payload = outboxPayload(null, { fresh: { unless: null }, quiet: true });
    await store.enqueue(matchId, before.stateVersion, payload, deps.matches.now());
  }
  await publishAfterCommit(client, deps, matchId);
  if (thread) return channelLink(thread, league.guildId);
  const posted = await board();
  return posted ? `https://discord.com/channels/${league.guildId}/${league.channelId}/${posted}` : null;
}

/**
 * The league match's own thread (issue 17: "every pairing creates its match … in its own thread"), started in the
 * league channel and named after the players, the league, the round and the table; the match's id of it, or
 * null when it stays in the channel (no thread could be made; docs/bot.md). A match already in a thread (an
 * announcement repeated after a crash) keeps it.
 */
async function leagueMatchThread(
  client: Client,
  deps: BotDeps,
  league: LeagueRow,
  event: RoundOpened,
  matchId: string,
  tableNo: number,
): Promise<string | null> {
  const m = await deps.matches.load(matchId);
  if (!m.ok) return null;
  if (m.match.channelId !== league.channelId) return m.match.channelId;
  const pub = serverLocale(client, league);
  const title = t(pub, "league.threadTitle", {
    name: league.name,
    cut: event.cut ? t(pub, "league.topCutPrefix") : "",
    n: event.round,
    table: tableNo,
  });
  return openMatchThread(client, deps, m, title);
}

/**
 * A round still unannounced this long after it opened was left by a process that stopped before announcing it
 * (the normal announcement takes seconds to minutes); the league tick announces it then.
 */
export const UNANNOUNCED_AFTER_MS = 15 * 60_000;

/**
 * The league part of the bot's minute tick: advances every running league and announces what happened, then any
 * round left unannounced for {@link UNANNOUNCED_AFTER_MS} (docs/leagues.md "In Discord").
 */
export async function leagueTick(deps: BotDeps, client: Client): Promise<void> {
  const leagues = leaguesOf(deps);
  await announce(deps, client, await leagues.tick());
  const lost = await leagues.unannounced(new Date(deps.matches.now().getTime() - UNANNOUNCED_AFTER_MS));
  if (lost.length === 0) return;
  deps.log.warn({ rounds: lost.map((r) => `${r.leagueId}#${r.round}`) }, "announcing league rounds left unannounced");
  await announce(deps, client, lost);
}
