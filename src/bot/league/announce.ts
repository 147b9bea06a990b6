/**
 * League events in Discord (docs/leagues.md "In Discord"): for a new round, each match gets its own thread in the
 * league channel and its board is posted there (the match flow of docs/bot.md: board, DMs, prompts), then the pairings go to the league channel with links and one
 * mention per player; a finished league posts its champion and final standings.
 */
import { type APIEmbed, channelLink, type Client } from "discord.js";
import { type LeagueEvent, type LeagueRow, LeagueService, type RoundOpened } from "../../leagues/service.js";
import type { BotDeps } from "../game/deps.js";
import { displayName } from "../game/deps.js";
import { postChannel, publish } from "../game/publish.js";
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
 * (./standings-png.ts) attached as {@link STANDINGS_PNG}.
 */
export async function standingsPost(
  deps: BotDeps,
  client: Client,
  league: LeagueRow,
): Promise<{ embeds: APIEmbed[]; files: { attachment: Buffer; name: string }[] }> {
  const { standings, overrides } = await leaguesOf(deps).standings(league.id);
  const name = (id: string) => displayName(client, id, id);
  const embed = standingsEmbed(league, standings, overrides, name);
  const png = await renderStandingsPng(embed.title ?? league.name, standings, overrides, name);
  return {
    embeds: [{ ...embed, image: { url: `attachment://${STANDINGS_PNG}` } }],
    files: [{ attachment: png, name: STANDINGS_PNG }],
  };
}

/** Posts what the league service reported (new rounds, finished leagues). Errors are logged, never thrown. */
export async function announce(deps: BotDeps, client: Client, events: readonly LeagueEvent[]): Promise<void> {
  const leagues = leaguesOf(deps);
  for (const event of events) {
    try {
      const league = await leagues.get(event.leagueId);
      if (!league) continue;
      if (event.kind === "finished") {
        const post = await standingsPost(deps, client, league);
        await postChannel(
          client,
          league.channelId,
          {
            content: `🏆 **${league.name}** is over${event.champion ? `: <@${event.champion}> wins it` : ""}. Final standings:`,
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
        const thread = await leagueMatchThread(client, deps, league, event, p.matchId, p.tableNo);
        await publish(client, deps, p.matchId, null, { fresh: true, quietStart: true });
        if (thread) {
          links.set(p.matchId, channelLink(thread, league.guildId));
          continue;
        }
        const row = await deps.db.match.findUnique({ where: { id: p.matchId }, select: { boardMessageId: true } });
        if (row?.boardMessageId)
          links.set(
            p.matchId,
            `https://discord.com/channels/${league.guildId}/${league.channelId}/${row.boardMessageId}`,
          );
      }
      const players = event.pairings.flatMap((p) => (p.b ? [p.a, p.b] : [p.a]));
      for (const content of roundMessages(league, event, links)) {
        const mentioned = players.filter((id) => content.includes(`<@${id}>`));
        await postChannel(client, league.channelId, { content, allowedMentions: { users: mentioned } });
      }
    } catch (err) {
      deps.log.error({ err, leagueId: event.leagueId }, "league announcement failed");
    }
  }
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
  const title = `${league.name} · ${event.cut ? "top cut " : ""}round ${event.round} · table ${tableNo}`;
  return openMatchThread(client, deps, m, title);
}

/** The league part of the bot's minute tick: advances every running league and announces what happened. */
export async function leagueTick(deps: BotDeps, client: Client): Promise<void> {
  await announce(deps, client, await leaguesOf(deps).tick());
}
