/**
 * Vacation on Discord (issue 15; docs/bot.md "Vacation"): `/duel vacation days` (or the panel's "🏖 Vacation"
 * button, which asks for the longest pause allowed) posts a request in the match thread; only the opponent's Accept
 * starts it (the match service holds the player's clock until the vacation ends). Decline changes nothing.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  MessageFlags,
} from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { decodeCustomId, encodeCustomId } from "../custom-id.js";
import { type LocaleTag, t } from "../i18n.js";
import { type BotDeps, explainError } from "./deps.js";
import { matchForUser } from "./play.js";
import { discordTime, postChannel, threadLang } from "./publish.js";
import { NOT_A_PLAYER_REPLY, seatOf } from "./seats.js";
import { VACATION_KIND } from "./tools-row.js";

export { VACATION_KIND };

/** Posts the consent request for `days` days in the match thread; the reply for the requester. */
async function requestVacation(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  userId: string,
  days: number | null,
  loc: LocaleTag,
): Promise<string> {
  const status = await deps.matches.vacationStatus(m.match.id, userId);
  if (!status.ok) return explainError(deps, status.error);
  const want = days ?? status.status.maxDays;
  const checked = await deps.matches.checkVacation({ matchId: m.match.id, userId, days: want });
  if (!checked.ok) return explainError(deps, checked.error);
  const seat = checked.status.seat;
  const others = m.match.seats.filter((s) => s.seat !== seat).map((s) => s.playerId);
  const option = `${seat}.${want}`;
  const id = (a: "yes" | "no") =>
    encodeCustomId({ kind: VACATION_KIND, matchId: m.match.id, stateVersion: 0, decisionId: a, optionId: option });
  const until = new Date(deps.matches.now().getTime() + want * 86_400_000);
  // The request goes to the match thread: the server's language (docs/bot.md "Languages").
  const pub = threadLang(client, m);
  await postChannel(client, m.match.channelId, {
    content: t(pub, "vacation.request", {
      who: `<@${userId}>`,
      days: want,
      until: discordTime(until, "f"),
      them: others.map((x) => `<@${x}>`).join(", "),
    }),
    components: [
      new ActionRowBuilder<ButtonBuilder>()
        .addComponents(
          new ButtonBuilder().setCustomId(id("yes")).setStyle(ButtonStyle.Success).setLabel(t(pub, "vacation.accept")),
          new ButtonBuilder().setCustomId(id("no")).setStyle(ButtonStyle.Secondary).setLabel(t(pub, "undo.decline")),
        )
        .toJSON(),
    ],
    allowedMentions: { users: others },
  });
  return t(loc, "vacation.asked", { them: others.map((x) => `<@${x}>`).join(", ") });
}

/** `/duel vacation [days]`: asks the opponent to pause the user's clock (default: the longest pause allowed). */
export async function vacationCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return void (await i.editReply(t(loc, "common.noMatch")));
  const text = await requestVacation(i.client, deps, m, i.user.id, i.options.getInteger("days"), loc);
  await i.editReply({ content: text, allowedMentions: { parse: [] } });
}

/** A click on a vacation button: the panel's request, or the opponent's answer. */
export async function onVacationButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const loc = i.locale;
  const id = decodeCustomId(i.customId, { kind: VACATION_KIND });
  const tell = (content: string) => i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  if (!id.ok) return void (await tell(t(loc, "common.notMine")));
  const m = await deps.matches.load(id.value.matchId);
  if (!m.ok) return void (await tell(m.error.message));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await tell(NOT_A_PLAYER_REPLY));
  if (m.match.status !== "active") return void (await tell(t(loc, "common.over")));
  if (id.value.decisionId === "ask") {
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const text = await requestVacation(i.client, deps, m, i.user.id, null, loc);
    await i.editReply({ content: text, allowedMentions: { parse: [] } });
    return;
  }
  const [seatText, daysText] = id.value.optionId.split(".");
  const requester = m.match.seats.find((s) => String(s.seat) === seatText);
  const days = Number(daysText);
  if (!requester || !Number.isInteger(days)) return void (await tell(t(loc, "common.notMine")));
  if (requester.seat === seat) return void (await tell(t(loc, "undo.notYours")));
  const pub = threadLang(i.client, m);
  if (id.value.decisionId === "no") {
    await i.update({
      content: t(pub, "vacation.declined", { by: `<@${i.user.id}>` }),
      components: [],
      allowedMentions: { parse: [] },
    });
    return;
  }
  const r = await deps.matches.startVacation({
    matchId: m.match.id,
    userId: requester.playerId,
    days,
    consentBy: i.user.id,
  });
  if (!r.ok) return void (await i.update({ content: explainError(deps, r.error), components: [] }));
  await i.update({
    content: t(pub, "vacation.started", {
      who: `<@${requester.playerId}>`,
      until: discordTime(r.until, "f"),
      by: `<@${i.user.id}>`,
    }),
    components: [],
    allowedMentions: { parse: [] },
  });
}
