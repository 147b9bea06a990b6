/**
 * The timers issue 15 added to the clock timers of store.ts, fired inside the store's timer transaction (under the
 * lease, so from several processes each fires once): DM reminders at the player's points before a deadline
 * (docs/matches.md "Reminders") and vacations (docs/matches.md "Vacation"), which hold a player's clock until they
 * are back. Database access only through the transaction client handed in.
 */
import { z } from "zod";
import type { Prisma } from "../../generated/sqlite/client.js";
import { reminderLeadSeconds, TimerKind } from "./clocks.js";

type Tx = Prisma.TransactionClient;

/** What a DM reminder row carries (`Reminder.payloadJson` until it fires). */
export const DmReminderPayload = z.object({
  /** The deadline it warns of, ms since the epoch; a clock restarted since (the player acted) supersedes it. */
  deadlineMs: z.number().int(),
  /** Hours before the deadline. */
  hours: z.number().int().positive(),
  /** All the player's points, so a late tick sends only the latest point that is due. */
  points: z.array(z.number().int().positive()),
});

/** What firing one of these timers produced. */
export type ExtraOutcome =
  | { kind: "dm-reminder"; matchId: string; seat: number; deadlineAt: Date; hours: number }
  | { kind: "vacation-ended"; matchId: string; seat: number };

/** The end of `seat`'s running vacation in the match (its `vacation_end` row), or null. */
export async function vacationUntil(tx: Tx, matchId: string, seat: number, exceptId?: string): Promise<Date | null> {
  const row = await tx.reminder.findFirst({
    where: { matchId, seat, kind: TimerKind.vacationEnd, done: false, ...(exceptId ? { id: { not: exceptId } } : {}) },
    orderBy: { dueAt: "desc" },
  });
  return row?.dueAt ?? null;
}

/**
 * Holds `seat`'s running clock for its vacation (decision, docs/matches.md "Vacation"): a clock that runs while the
 * player is away gets its whole allowance from the vacation's end. The clock timers of the seat move with it (other
 * than `exceptId`, the timer being fired). True when the clock was moved.
 */
export async function holdForVacation(
  tx: Tx,
  matchId: string,
  seat: number,
  now: Date,
  exceptId?: string,
): Promise<boolean> {
  const until = await vacationUntil(tx, matchId, seat, exceptId);
  if (until === null || until.getTime() <= now.getTime()) return false;
  const clock = await tx.matchClock.findUnique({ where: { matchId_seat: { matchId, seat } } });
  if (!clock?.deadlineAt) return false;
  const deadlineAt = new Date(until.getTime() + clock.allowanceSeconds * 1000);
  if (clock.deadlineAt.getTime() >= deadlineAt.getTime()) return false;
  const remindAt = new Date(deadlineAt.getTime() - reminderLeadSeconds(clock.allowanceSeconds) * 1000);
  const u = await tx.matchClock.updateMany({
    where: { matchId, seat, deadlineAt: clock.deadlineAt },
    data: { deadlineAt, remindAt, reminded: false, claimable: false, updatedAt: now },
  });
  if (u.count !== 1) return false;
  await tx.reminder.deleteMany({
    where: {
      matchId,
      seat,
      done: false,
      kind: { in: [TimerKind.reminder, TimerKind.deadline] },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
  });
  await tx.reminder.createMany({
    data: [
      { kind: TimerKind.reminder, dueAt: remindAt, matchId, seat, createdAt: now },
      { kind: TimerKind.deadline, dueAt: deadlineAt, matchId, seat, createdAt: now },
    ],
  });
  return true;
}

/**
 * Fires a DM reminder or a vacation end (the caller holds the timer). A DM reminder is superseded (null) when the
 * clock it warns of is no longer running with that deadline (the player acted, or a vacation moved it), when the
 * deadline passed, or when a later point of the player is due as well (a tick after downtime sends one DM, not two).
 */
export async function fireExtra(
  tx: Tx,
  timer: { id: string; kind: string; matchId: string; seat: number | null; payloadJson: string | null },
  now: Date,
): Promise<ExtraOutcome | null> {
  if (timer.seat === null) return null;
  const match = await tx.match.findUnique({ where: { id: timer.matchId }, select: { status: true } });
  if (match?.status !== "active") return null;
  if (timer.kind === TimerKind.vacationEnd) return { kind: "vacation-ended", matchId: timer.matchId, seat: timer.seat };
  if (timer.kind !== TimerKind.dmReminder) return null;
  const parsed = DmReminderPayload.safeParse(timer.payloadJson === null ? null : JSON.parse(timer.payloadJson));
  if (!parsed.success) return null;
  const { deadlineMs, hours, points } = parsed.data;
  const clock = await tx.matchClock.findUnique({
    where: { matchId_seat: { matchId: timer.matchId, seat: timer.seat } },
  });
  if (!clock?.deadlineAt || clock.deadlineAt.getTime() !== deadlineMs || deadlineMs <= now.getTime()) return null;
  if (points.some((h) => h < hours && deadlineMs - h * 3_600_000 <= now.getTime())) return null;
  return { kind: "dm-reminder", matchId: timer.matchId, seat: timer.seat, deadlineAt: clock.deadlineAt, hours };
}
