/**
 * `/duel list` (issue 15, time): a player's challenges and running matches, most recently active first: the
 * opponent, where the match lives (its thread), whose move it is and when that clock runs out, as Discord
 * timestamps. Private.
 */
import { type ChatInputCommandInteraction, MessageFlags } from "discord.js";
import type { MatchInfo } from "../../services/matches/index.js";
import { type BotDeps, clip } from "./deps.js";
import { discordTime } from "./publish.js";
import { type LocaleTag, t } from "../i18n.js";

/** Most matches listed (Discord message length); the text says how many more there are. */
const MAX_LISTED = 15;

/** One line of the list for `userId`, in the language of `locale` (English when unknown). */
export function listLine(info: MatchInfo, userId: string, locale?: LocaleTag): string {
  const others = info.seats
    .filter((s) => s.playerId !== userId)
    .map((s) => `<@${s.playerId}>`)
    .join(", ");
  const where = `<#${info.channelId}>`;
  if (info.status === "challenged") {
    const mine = info.seats.find((s) => s.playerId === userId)?.joined;
    return t(locale, mine ? "list.challengeSent" : "list.challengeWaiting", { others, where, id: info.id });
  }
  const actor = info.toAct === null ? undefined : info.seats.find((s) => s.seat === info.toAct)?.playerId;
  const whose =
    actor === undefined
      ? t(locale, "list.nobody")
      : actor === userId
        ? t(locale, "list.yours")
        : t(locale, "list.theirs", { who: `<@${actor}>` });
  const clock = info.deadlineAt
    ? t(locale, info.claimable ? "list.ranOut" : "list.runsOut", { when: discordTime(info.deadlineAt) })
    : "";
  return t(locale, "list.line", { others, where, whose, clock, id: info.id });
}

/** Answers `/duel list` privately, in the user's language (`interaction.locale`). */
export async function listMatches(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const all = await deps.matches.listActive(i.user.id);
  if (all.length === 0) {
    await i.editReply(t(i.locale, "list.none"));
    return;
  }
  // Your move first, then the others, each most recently updated first (listActive's order).
  const mine = (x: MatchInfo) => x.toAct !== null && x.seats.find((s) => s.seat === x.toAct)?.playerId === i.user.id;
  const sorted = [...all.filter(mine), ...all.filter((x) => !mine(x))];
  const lines = sorted.slice(0, MAX_LISTED).map((x) => listLine(x, i.user.id, i.locale));
  if (sorted.length > MAX_LISTED) lines.push(t(i.locale, "list.more", { n: sorted.length - MAX_LISTED }));
  await i.editReply({
    content: clip([t(i.locale, "list.title", { n: all.length }), ...lines].join("\n"), 1900),
    allowedMentions: { parse: [] },
  });
}
