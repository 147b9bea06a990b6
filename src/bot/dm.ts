import { type Client, DiscordAPIError, type Message, type MessageCreateOptions, RESTJSONErrorCodes } from "discord.js";
import { logger as rootLogger } from "../log.js";

/**
 * Result of {@link sendDm}. `dm-closed` means Discord refused with 50007 (the user disabled DMs from
 * server members, blocked the bot, or shares no server with it); the caller should fall back to an
 * ephemeral notice in the channel.
 */
export type DmResult = { ok: true; message: Message } | { ok: false; reason: "dm-closed" };

/**
 * Sends a direct message to `userId` (opens the DM channel if needed).
 * 50007 (`RESTJSONErrorCodes.CannotSendMessagesToThisUser`, HTTP 403) is returned as
 * `{ ok: false, reason: "dm-closed" }` and never retried: repeated 403s count towards Discord's
 * invalid-request limit (10,000 per 10 min, rate-limits docs).
 * @throws the underlying error for anything else (network, unknown user, permissions).
 */
export async function sendDm(
  client: Client,
  userId: string,
  payload: string | MessageCreateOptions,
  log = rootLogger,
): Promise<DmResult> {
  try {
    const message = await client.users.send(userId, payload);
    return { ok: true, message };
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
      log.info({ userId }, "DM refused (50007): user does not accept DMs from the bot");
      return { ok: false, reason: "dm-closed" };
    }
    throw err;
  }
}
