/**
 * DM reminders before a deadline (issue 15; docs/bot.md "Reminders"): the timer notice `dm-reminder` goes to the
 * player by DM, in their last seen language, with the deadline as a Discord timestamp and a link to the thread.
 * Closed DMs (50007) are a permanent failure of that one reminder (the channel reminder still comes); anything
 * else is retried by the timer service.
 */
import type { Client } from "discord.js";
import type { DeliveryResult, TimerNotice } from "../../services/matches/index.js";
import { sendDm } from "../dm.js";
import { t } from "../i18n.js";
import type { BotDeps } from "./deps.js";
import { playerLocale } from "./prefs.js";
import { discordTime } from "./publish.js";

/** Sends one DM reminder. */
export async function deliverDmReminder(
  client: Client,
  deps: BotDeps,
  n: Extract<TimerNotice, { kind: "dm-reminder" }>,
): Promise<DeliveryResult> {
  try {
    const loc = await playerLocale(deps, n.playerId);
    const where = n.guildId ? `https://discord.com/channels/${n.guildId}/${n.channelId}` : `<#${n.channelId}>`;
    const content = t(loc, "reminder.dm", { where, when: discordTime(n.deadlineAt) });
    const sent = await sendDm(client, n.playerId, { content, allowedMentions: { parse: [] } }, deps.log);
    return sent.ok ? "sent" : { permanent: "dm-closed" };
  } catch (err) {
    return { retry: err instanceof Error ? err.message : String(err) };
  }
}
