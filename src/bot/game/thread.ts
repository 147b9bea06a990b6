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

/**
 * 2v2 (648.8.f.1): one private thread per team in the match's channel, with only the two teammates added, where
 * they talk freely. Hands stay private per player (648.8.f): the bot posts nothing of the game there — each hand
 * stays in its player's DMs. Returns the thread ids (none when the channel cannot hold private threads: logged).
 * Teams are seats 0+2 and 1+3 (648.2, docs/multiplayer.md).
 */
export async function openTeamThreads(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  parentId: string,
): Promise<string[]> {
  if (m.match.mode !== "2v2") return [];
  const out: string[] = [];
  try {
    const channel = await client.channels.fetch(parentId);
    if (!channel || channel.type !== ChannelType.GuildText) return [];
    for (const team of [0, 1]) {
      const mates = m.match.seats.filter((s) => s.seat % 2 === team).map((s) => s.playerId);
      const names = mates.map((id) => displayName(client, id, "?"));
      const thread = await channel.threads.create({
        name: clip(`Team ${team + 1}: ${names.join(" & ")}`, 100),
        autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
        type: ChannelType.PrivateThread,
        invitable: false,
        reason: `Duelhall 2v2 team thread, match ${m.match.id}`,
      });
      for (const id of mates) await thread.members.add(id);
      await thread.send({
        content:
          `${mates.map((id) => `<@${id}>`).join(" & ")}: your team's private thread (648.8.f.1) — plan together ` +
          "here. Your hands stay in your own DMs (648.8.f); showing a card to your teammate is up to you.",
        allowedMentions: { parse: [] },
      });
      out.push(thread.id);
    }
  } catch (err) {
    deps.log.warn({ err, matchId: m.match.id }, "could not open the 2v2 team threads");
  }
  return out;
}
