/**
 * League events in Discord (docs/leagues.md "In Discord"): for a new round, each match's board is posted (the
 * match flow of docs/bot.md: board, DMs, prompts), then the pairings go to the league channel with links and one
 * mention per player; a finished league posts its champion and final standings.
 */
import type { Client } from "discord.js";
import { LeagueService, type LeagueEvent } from "../../leagues/service.js";
import type { BotDeps } from "../game/deps.js";
import { displayName } from "../game/deps.js";
import { postChannel } from "../game/publish.js";
import { outboxPayload, publishAfterCommit } from "../game/republish.js";
import { roundMessages, standingsEmbed } from "./render.js";

/** A league service over the bot's database and match service (stateless: one per call is fine). */
export function leaguesOf(deps: BotDeps): LeagueService {
  return new LeagueService({
    db: deps.db,
    matches: deps.matches,
    now: deps.matches.now,
    // A league match's first board goes through the outbox like a challenge's (docs/reliability.md "Outbox").
    startOutbox: outboxPayload(null, { fresh: { unless: null } }),
  });
}

/** Posts what the league service reported (new rounds, finished leagues). Errors are logged, never thrown. */
export async function announce(deps: BotDeps, client: Client, events: readonly LeagueEvent[]): Promise<void> {
  const leagues = leaguesOf(deps);
  for (const event of events) {
    try {
      const league = await leagues.get(event.leagueId);
      if (!league) continue;
      if (event.kind === "finished") {
        const { standings, overrides } = await leagues.standings(league.id);
        const name = (id: string) => displayName(client, id, id);
        await postChannel(client, league.channelId, {
          content: `🏆 **${league.name}** is over${event.champion ? `: <@${event.champion}> wins it` : ""}. Final standings:`,
          embeds: [standingsEmbed(league, standings, overrides, name)],
          allowed_mentions: { users: event.champion ? [event.champion] : [] },
        });
        continue;
      }
      const links = new Map<string, string>();
      for (const p of event.pairings) {
        if (!p.matchId) continue;
        // The start wrote an outbox row: delivered now, else by the tick's retries (never lost, never twice).
        await publishAfterCommit(client, deps, p.matchId);
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
        await postChannel(client, league.channelId, { content, allowed_mentions: { users: mentioned } });
      }
    } catch (err) {
      deps.log.error({ err, leagueId: event.leagueId }, "league announcement failed");
    }
  }
}

/** The league part of the bot's minute tick: advances every running league and announces what happened. */
export async function leagueTick(deps: BotDeps, client: Client): Promise<void> {
  await announce(deps, client, await leaguesOf(deps).tick());
}
