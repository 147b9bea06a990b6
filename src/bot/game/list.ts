/**
 * `/duel list` (issue 15, time): a player's challenges and running matches, most recently active first: the
 * opponent, where the match lives (its thread), whose move it is and when that clock runs out, as Discord
 * timestamps. Private.
 */
import { type ChatInputCommandInteraction, MessageFlags } from "discord.js";
import type { MatchInfo } from "../../services/matches/index.js";
import { type BotDeps, clip } from "./deps.js";
import { discordTime } from "./publish.js";

/** Most matches listed (Discord message length); the text says how many more there are. */
const MAX_LISTED = 15;

/** One line of the list for `userId`. */
export function listLine(info: MatchInfo, userId: string): string {
  const others = info.seats.filter((s) => s.playerId !== userId).map((s) => `<@${s.playerId}>`);
  const where = `<#${info.channelId}>`;
  if (info.status === "challenged") {
    const mine = info.seats.find((s) => s.playerId === userId)?.joined;
    return `• vs ${others.join(", ")} in ${where}: challenge ${mine ? "sent, waiting for them" : "waiting for your answer"} (match \`${info.id}\`)`;
  }
  const actor = info.toAct === null ? undefined : info.seats.find((s) => s.seat === info.toAct)?.playerId;
  const whose = actor === undefined ? "nobody to act" : actor === userId ? "**your move**" : `<@${actor}>'s move`;
  const clock = info.deadlineAt
    ? info.claimable
      ? `, ran out ${discordTime(info.deadlineAt)}`
      : `, clock runs out ${discordTime(info.deadlineAt)}`
    : "";
  return `• vs ${others.join(", ")} in ${where}: ${whose}${clock} (match \`${info.id}\`)`;
}

/** Answers `/duel list` privately. */
export async function listMatches(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const all = await deps.matches.listActive(i.user.id);
  if (all.length === 0) {
    await i.editReply("You have no challenges or running matches. Start one with `/duel challenge`.");
    return;
  }
  // Your move first, then the others, each most recently updated first (listActive's order).
  const mine = (x: MatchInfo) => x.toAct !== null && x.seats.find((s) => s.seat === x.toAct)?.playerId === i.user.id;
  const sorted = [...all.filter(mine), ...all.filter((x) => !mine(x))];
  const lines = sorted.slice(0, MAX_LISTED).map((x) => listLine(x, i.user.id));
  if (sorted.length > MAX_LISTED) lines.push(`…and ${sorted.length - MAX_LISTED} more.`);
  await i.editReply({
    content: clip([`Your matches (${all.length}):`, ...lines].join("\n"), 1900),
    allowedMentions: { parse: [] },
  });
}
