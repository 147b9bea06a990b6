/**
 * One thread per match (issue 15): when a challenge is accepted the bot starts a public thread in the challenge
 * channel and the match lives there (board, log, reminders); `Match.channelId` becomes the thread's id, so every
 * later message goes to the thread. Spectators follow the thread; players get a jump link in their panel DMs.
 */
import { ChannelType, channelLink, type Client, ThreadAutoArchiveDuration } from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { type BotDeps, clip, displayName } from "./deps.js";

/**
 * Starts the match's thread in its channel and points the match at it; returns the thread id, or null when no
 * thread could be made (a DM, a channel that is itself a thread, missing permissions: the match stays in the
 * channel, logged as a warning).
 */
export async function openMatchThread(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  title: string,
): Promise<string | null> {
  try {
    const channel = await client.channels.fetch(m.match.channelId);
    if (!channel || channel.type !== ChannelType.GuildText) return null;
    const names = m.match.seats.map((s) => displayName(client, s.playerId, `P${s.seat + 1}`));
    const thread = await channel.threads.create({
      name: clip(`${names.join(" vs ")} · ${title}`, 100),
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
      type: ChannelType.PublicThread,
      reason: `Duelhall match ${m.match.id}`,
    });
    await deps.db.match.update({ where: { id: m.match.id }, data: { channelId: thread.id } });
    return thread.id;
  } catch (err) {
    deps.log.warn({ err, matchId: m.match.id }, "could not start the match thread; the match stays in the channel");
    return null;
  }
}

/** A jump link to the match's channel or thread (`https://discord.com/channels/…`), or null outside a guild. */
export function matchLink(m: LoadedMatch): string | null {
  return m.match.guildId ? channelLink(m.match.channelId, m.match.guildId) : null;
}
