/**
 * DM reminders at configurable points before a deadline (issue 15; docs/matches.md "Reminders"). A player's points
 * (`Player.reminderHours`, JSON hours) default to the server's (`GuildSettings.reminderHours`), else
 * {@link DEFAULT_REMINDER_HOURS}. Every tick schedules a `dm_reminder` timer row per running clock and point, with a
 * deterministic id (match, seat, deadline, hours), so processes racing to schedule it create it once; the timer loop
 * then fires it under its lease like any timer (at least once), and drops it when the clock restarted meanwhile
 * (the player acted): no reminder after the player acted.
 */
import { z } from "zod";
import { TimerKind } from "./clocks.js";
import type { ServiceContext } from "./context.js";
import { isUniqueViolation } from "../../db/errors.js";

/** Points when neither the player nor the server chose: a day before, and an hour before. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 1];

/** Reminder points: up to four whole hours from 1 to 720, each once. */
export const ReminderHoursSchema = z
  .array(z.number().int().min(1).max(720))
  .max(4)
  .refine((a) => new Set(a).size === a.length, "each point once")
  .transform((a) => [...a].sort((x, y) => y - x));

/** Stored reminder points (JSON), or null when unset or unreadable (the default applies). */
export function parseReminderHours(json: string | null | undefined): number[] | null {
  if (json === null || json === undefined) return null;
  try {
    const r = ReminderHoursSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** "24 h, 1 h" / "off" (the points as the player typed them back). */
export function formatReminderHours(points: readonly number[], off = "off"): string {
  return points.length === 0 ? off : points.map((h) => `${h} h`).join(", ");
}

/** Parses "24, 1" / "24h 1h" / "off" typed by a player. Null when malformed. */
export function parseReminderInput(text: string): number[] | null {
  const s = text.trim().toLowerCase();
  if (s === "off" || s === "none" || s === "0") return [];
  const parts = s
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((p) => Number(p.replace(/h$/, "")));
  const r = ReminderHoursSchema.safeParse(parts);
  return r.success ? r.data : null;
}

/** The timer id of one point of one deadline (the same in every process). */
export function dmReminderId(matchId: string, seat: number, deadline: Date, hours: number): string {
  return `dmr-${matchId}-${seat}-${deadline.getTime()}-${hours}`;
}

/**
 * Schedules the DM reminder timers of every running clock (idempotent; call before each timer pass). A point before
 * the clock's allowance began is skipped (a 12-hour clock gets no 24-hour reminder). Returns how many were created.
 */
export async function scheduleDmReminders(ctx: ServiceContext, now: Date): Promise<number> {
  const db = ctx.store.db;
  const clocks = await db.matchClock.findMany({
    where: { deadlineAt: { gt: now }, match: { status: "active" } },
    select: {
      matchId: true,
      seat: true,
      deadlineAt: true,
      allowanceSeconds: true,
      match: {
        select: { guildId: true, seats: { select: { seat: true, player: { select: { reminderHours: true } } } } },
      },
    },
    take: 1000,
  });
  if (clocks.length === 0) return 0;
  const guildIds = [...new Set(clocks.flatMap((c) => (c.match.guildId ? [c.match.guildId] : [])))];
  const guilds = await db.guildSettings.findMany({
    where: { guildId: { in: guildIds } },
    select: { guildId: true, reminderHours: true },
  });
  const guildPoints = new Map(guilds.map((g) => [g.guildId, parseReminderHours(g.reminderHours)]));
  const wanted: { id: string; seat: number; matchId: string; dueAt: Date; payload: string }[] = [];
  for (const c of clocks) {
    if (!c.deadlineAt) continue;
    const mine = parseReminderHours(c.match.seats.find((s) => s.seat === c.seat)?.player.reminderHours);
    const points = mine ?? (c.match.guildId ? guildPoints.get(c.match.guildId) : null) ?? [...DEFAULT_REMINDER_HOURS];
    for (const hours of points) {
      if (hours * 3600 >= c.allowanceSeconds) continue;
      const deadlineMs = c.deadlineAt.getTime();
      wanted.push({
        id: dmReminderId(c.matchId, c.seat, c.deadlineAt, hours),
        seat: c.seat,
        matchId: c.matchId,
        dueAt: new Date(deadlineMs - hours * 3_600_000),
        payload: JSON.stringify({ deadlineMs, hours, points }),
      });
    }
  }
  const have = new Set(
    (await db.reminder.findMany({ where: { id: { in: wanted.map((w) => w.id) } }, select: { id: true } })).map(
      (r) => r.id,
    ),
  );
  let created = 0;
  for (const w of wanted) {
    if (have.has(w.id)) continue;
    try {
      await db.reminder.create({
        data: {
          id: w.id,
          kind: TimerKind.dmReminder,
          dueAt: w.dueAt,
          matchId: w.matchId,
          seat: w.seat,
          payloadJson: w.payload,
          createdAt: now,
        },
      });
      created++;
    } catch (e) {
      // Another process scheduled it first: same id, nothing to do.
      if (!isUniqueViolation(e)) throw e;
    }
  }
  return created;
}
