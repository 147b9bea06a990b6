/**
 * Telling a server's admins that Duelhall cannot post where a match lives (docs/reliability.md): a clock notice or
 * an outbox publish refused by Discord for a reason only an admin can fix (unknown channel, missing access).
 */
import type { Client } from "discord.js";
import type { Logger } from "pino";
import { postChannel } from "./publish.js";

/** Where the refused message should have gone. */
export interface RefusedPost {
  matchId: string;
  guildId: string | null;
  channelId: string;
}

/**
 * Posts the warning in the server's system channel when it has one (and it is not the refused channel), else DMs
 * the server owner. `what` completes "…, so <what> not delivered" (e.g. "a clock notice of this match was").
 * Failures are only logged.
 */
export async function tellAdmins(
  client: Client,
  log: Logger,
  n: RefusedPost,
  reason: string,
  what: string,
): Promise<void> {
  const guild = n.guildId ? client.guilds.cache.get(n.guildId) : undefined;
  if (!guild) return;
  const content =
    `⚠️ Duelhall cannot post in <#${n.channelId}> (${reason}), so ${what} not delivered (match \`${n.matchId}\`). ` +
    "Give the bot access to that channel, or abort the match.";
  try {
    if (guild.systemChannelId && guild.systemChannelId !== n.channelId) {
      await postChannel(client, guild.systemChannelId, { content, allowedMentions: { parse: [] } });
    } else {
      const owner = await client.users.fetch(guild.ownerId);
      await owner.send({ content, allowedMentions: { parse: [] } });
    }
  } catch (err) {
    log.warn({ err, guildId: n.guildId }, "could not tell the server's admins");
  }
}
