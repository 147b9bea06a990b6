/**
 * Server admin tools and server-wide settings (issue 15; docs/bot.md "Server admins"): `/duel abort` ends a match
 * with no winner (logged in its thread), `/duel setclock` changes a match's allowance per decision, `/duel server`
 * shows or sets the server's defaults (clock, DM reminder points, longest vacation; `GuildSettings`). Only members
 * with Manage Server may use them (checked on every use from the interaction's member permissions). Also
 * `/duel reminders` (a player's own DM reminder points) and `/duel watch` (anyone: a match's public board, privately).
 */
import { type ChatInputCommandInteraction, MessageFlags, PermissionFlagsBits } from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { validClockHours } from "../../services/matches/clocks.js";
import {
  DEFAULT_REMINDER_HOURS,
  formatReminderHours,
  parseReminderHours,
  parseReminderInput,
} from "../../services/matches/reminders.js";
import { VACATION_MAX_DAYS } from "../../services/matches/vacation.js";
import { upsertPlayer } from "../../services/players.js";
import { upsertRetryingRace } from "../../db/errors.js";
import { t, uiLang } from "../i18n.js";
import { type BotDeps, displayName, explainError } from "./deps.js";
import { beforeOf, renderBoard } from "./publish.js";
import { outboxPayload, publishAfterCommit } from "./republish.js";

/** True when the member may administer Duelhall in this server (Manage Server). */
function isAdmin(i: ChatInputCommandInteraction): boolean {
  return i.inGuild() && i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true;
}

/**
 * The match a command names (`match` option), else the running match of this thread or channel, else (in a channel
 * with match threads) the most recent running match in one of its threads; only matches of this server.
 */
async function pickMatch(deps: BotDeps, i: ChatInputCommandInteraction): Promise<LoadedMatch | null> {
  const id = i.options.getString("match")?.trim();
  const parentOf = (c: string) => {
    const ch = i.client.channels.cache.get(c);
    return ch && "parentId" in ch ? ch.parentId : null;
  };
  let matchId = id;
  if (!matchId) {
    const running = await deps.db.match.findMany({
      where: { guildId: i.guildId ?? "", status: "active" },
      select: { id: true, channelId: true },
      orderBy: { updatedAt: "desc" },
      take: 200,
    });
    matchId =
      running.find((r) => r.channelId === i.channelId)?.id ??
      running.find((r) => parentOf(r.channelId) === i.channelId)?.id;
  }
  if (!matchId) return null;
  const m = await deps.matches.load(matchId);
  return m.ok && m.match.guildId === i.guildId ? m : null;
}

/** `/duel abort [match] [note]` (Manage Server): no winner, logged in the thread with the final board. */
export async function abortCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  if (!isAdmin(i)) return void (await i.reply({ content: t(loc, "common.notAdmin"), flags: MessageFlags.Ephemeral }));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await pickMatch(deps, i);
  if (!m) return void (await i.editReply(t(loc, "watch.none")));
  const note = i.options.getString("note")?.trim();
  const before = beforeOf(deps, m);
  const text = t(loc, "admin.aborted", { admin: `<@${i.user.id}>`, note: note ? ` (${note})` : "" });
  const r = await deps.matches.abort({
    matchId: m.match.id,
    adminId: i.user.id,
    ...(note ? { note } : {}),
    // A started match owes Discord the final board and the note (the outbox row is written with the abort).
    ...(before ? { outbox: outboxPayload(before, { note: text }) } : {}),
  });
  if (!r.ok) return void (await i.editReply(explainError(deps, r.error)));
  deps.log.info({ matchId: m.match.id, adminId: i.user.id, note }, "match aborted by a server admin");
  if (before) await publishAfterCommit(i.client, deps, m.match.id);
  await i.editReply({ content: t(loc, "admin.abortDone", { id: m.match.id }), allowedMentions: { parse: [] } });
}

/** `/duel setclock hours [match]` (Manage Server): the match's allowance per decision. */
export async function setClockCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  if (!isAdmin(i)) return void (await i.reply({ content: t(loc, "common.notAdmin"), flags: MessageFlags.Ephemeral }));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await pickMatch(deps, i);
  if (!m) return void (await i.editReply(t(loc, "watch.none")));
  const hours = i.options.getInteger("hours", true);
  const r = await deps.matches.setClock({ matchId: m.match.id, hours });
  if (!r.ok) return void (await i.editReply(explainError(deps, r.error)));
  await i.editReply(t(loc, "admin.clockDone", { id: m.match.id, hours }));
}

/** `/duel server [clock] [reminders] [vacation_days]`: shows the server's defaults; setting needs Manage Server. */
export async function serverCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  if (!i.guildId) return void (await i.reply({ content: t(loc, "common.guildOnly"), flags: MessageFlags.Ephemeral }));
  const guildId = i.guildId;
  const clock = i.options.getInteger("clock");
  const remindersText = i.options.getString("reminders");
  const vacationDays = i.options.getInteger("vacation_days");
  const changing = clock !== null || remindersText !== null || vacationDays !== null;
  if (changing && !isAdmin(i))
    return void (await i.reply({ content: t(loc, "common.notAdmin"), flags: MessageFlags.Ephemeral }));
  const data: { defaultClockHours?: number; reminderHours?: string; vacationMaxDays?: number } = {};
  if (clock !== null) {
    if (!validClockHours(clock))
      return void (await i.reply({ content: "The clock must be 1 to 720 hours.", flags: MessageFlags.Ephemeral }));
    data.defaultClockHours = clock;
  }
  if (remindersText !== null) {
    const points = parseReminderInput(remindersText);
    if (points === null)
      return void (await i.reply({
        content: 'Reminders: up to four hours from 1 to 720, e.g. "24, 1", or "off".',
        flags: MessageFlags.Ephemeral,
      }));
    data.reminderHours = JSON.stringify(points);
  }
  if (vacationDays !== null) data.vacationMaxDays = vacationDays;
  const row = changing
    ? await upsertRetryingRace(() =>
        deps.db.guildSettings.upsert({
          where: { guildId },
          create: { guildId, ...data },
          update: data,
        }),
      )
    : await deps.db.guildSettings.findUnique({ where: { guildId: i.guildId } });
  const points = parseReminderHours(row?.reminderHours) ?? [...DEFAULT_REMINDER_HOURS];
  await i.reply({
    content: t(loc, "admin.defaults", {
      hours: row?.defaultClockHours ?? 72,
      reminders: formatReminderHours(points, t(loc, "reminder.off")),
      days: row?.vacationMaxDays ?? VACATION_MAX_DAYS,
    }),
    flags: MessageFlags.Ephemeral,
  });
}

/** `/duel reminders [hours]`: the user's DM reminder points ("24, 1", "off", "default"); without `hours` shows them. */
export async function remindersCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  const text = i.options.getString("hours");
  let stored: string | null | undefined;
  if (text !== null) {
    const reset = text.trim().toLowerCase() === "default";
    const points = reset ? null : parseReminderInput(text);
    if (!reset && points === null)
      return void (await i.reply({
        content: 'Reminders: up to four hours from 1 to 720, e.g. "24, 1", "off" or "default".',
        flags: MessageFlags.Ephemeral,
      }));
    stored = points === null ? null : JSON.stringify(points);
    await upsertPlayer(deps.db, i.user.id, { reminderHours: stored });
  } else {
    stored = (await deps.db.player.findUnique({ where: { id: i.user.id }, select: { reminderHours: true } }))
      ?.reminderHours;
  }
  const guild = i.guildId
    ? await deps.db.guildSettings.findUnique({ where: { guildId: i.guildId }, select: { reminderHours: true } })
    : null;
  const points = parseReminderHours(stored) ?? parseReminderHours(guild?.reminderHours) ?? [...DEFAULT_REMINDER_HOURS];
  await i.reply({
    content: t(loc, "reminder.set", { reminders: formatReminderHours(points, t(loc, "reminder.off")) }),
    flags: MessageFlags.Ephemeral,
  });
}

/** `/duel watch [match]`: the public board of a match of this server, privately (the public view only). */
export async function watchCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale;
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await pickMatch(deps, i);
  if (!m || m.state === null) return void (await i.editReply(t(loc, "watch.none")));
  // renderBoard draws from m.view("public"): no seat's private view is read here.
  const b = await renderBoard(i.client, deps, m, uiLang(loc));
  const [a, c] = m.match.seats.map((s) => displayName(i.client, s.playerId, `P${s.seat + 1}`));
  await i.editReply({
    content: t(loc, "watch.title", { a: a ?? "?", b: c ?? "?" }),
    embeds: [b.embed],
    files: [{ attachment: b.png, name: b.file }],
    allowedMentions: { parse: [] },
  });
}
