/**
 * Clocks and timers (docs/matches.md "Clocks"): changing a match's allowance, and `tick`, which handles every due
 * timer once (reminders, clocks run out, expired challenges) and reports what the bot should send.
 */
import type { Seat } from "../../engine/index.js";
import { validClockHours } from "./clocks.js";
import { infoOf, type ServiceContext } from "./context.js";
import { fail, type Result } from "./errors.js";
import { notFound } from "./results.js";
import type { TimerOutcome } from "./store.js";
import type { MatchInfo, TickReport, TimerNotice } from "./types.js";
import { scheduleDmReminders } from "./reminders.js";
import { holdVacationClocks } from "./vacation.js";

/**
 * Changes a match's allowance per decision (the bot decides who may: both players or an admin); a running
 * clock restarts with the new allowance. Errors: `match/not-found`, `match/finished`, `clock/invalid`.
 */
export async function setClock(
  ctx: ServiceContext,
  input: { matchId: string; hours: number },
): Promise<Result<{ match: MatchInfo }>> {
  if (!validClockHours(input.hours))
    return fail("clock/invalid", "The clock must be a whole number of hours from 1 to 720.");
  const done = await ctx.store.setClockHours(input.matchId, input.hours, ctx.now());
  if (!done) {
    const row = await ctx.store.getMatch(input.matchId);
    if (!row) return notFound(input.matchId);
    return fail("match/finished", `This match is ${row.status}.`);
  }
  return infoOf(ctx, input.matchId);
}

/** Timers due at `now` (default: the service clock), unhandled. */
export function dueTimers(ctx: ServiceContext, now: Date = ctx.now()) {
  return ctx.store.dueTimers(now);
}

/** How long a taken timer stays hidden from other processes while its notice is sent (then it is retried). */
export const TIMER_LEASE_MS = 5 * 60_000;

/** What the bot did with one timer notice: sent, failed for good (unknown channel, missing access), or retry later. */
export type DeliveryResult = "sent" | { permanent: string } | { retry: string };

/** Sends one timer notice (the bot posts it in the match channel). A throw counts as `{ retry }`. */
export type Deliver = (notice: TimerNotice) => Promise<DeliveryResult>;

/** Delay before the `attempts`-th retry of a notice: 1, 2, 4 … minutes, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Handles every due timer one by one (safe from several processes; docs/matches.md "Clocks"): takes it under a
 * lease, applies its effect once (reminders, clocks run out, expired challenges) and, with `deliver`, hands its
 * notice to the bot; the timer is done only once the notice was sent or failed for good, and a notice that failed
 * for a passing reason is retried with backoff on a later tick. One failure never stops the rest of the batch.
 * Without `deliver` the report itself is the delivery (each taken timer is done at once). Call it every minute.
 */
export async function tick(ctx: ServiceContext, now: Date = ctx.now(), deliver?: Deliver): Promise<TickReport> {
  const report: TickReport = { reminders: [], claimable: [], expiredChallenges: [], notices: [], failed: [] };
  const leaseUntil = new Date(now.getTime() + TIMER_LEASE_MS);
  // Issue 15: clocks of players on vacation are held, and DM reminder timers scheduled, before the timer pass.
  await holdVacationClocks(ctx, now);
  await scheduleDmReminders(ctx, now);
  for (let batch = 0; batch < 20; batch++) {
    const due = await ctx.store.dueTimers(now, 100);
    for (const t of due) {
      const taken = await ctx.store.claimTimer(t, now, leaseUntil);
      if (!taken?.notice) continue;
      const notice = await noticeOf(ctx, t.id, taken.notice);
      if (!notice) {
        await ctx.store.finishTimer(t.id);
        continue;
      }
      const result = deliver ? await deliverSafely(deliver, notice) : "sent";
      if (result === "sent") {
        await ctx.store.finishTimer(t.id);
        addToReport(report, notice);
      } else if ("permanent" in result) {
        await ctx.store.finishTimer(t.id);
        report.failed.push({ ...notice, permanent: true, reason: result.permanent });
      } else {
        await ctx.store.retryTimerAt(t.id, new Date(now.getTime() + retryDelayMs(taken.attempts)));
        report.failed.push({ ...notice, permanent: false, reason: result.retry });
      }
    }
    if (due.length < 100) break;
  }
  return report;
}

async function deliverSafely(deliver: Deliver, notice: TimerNotice): Promise<DeliveryResult> {
  try {
    return await deliver(notice);
  } catch (err) {
    return { retry: err instanceof Error ? err.message : String(err) };
  }
}

/** A fired timer's notice with the match's channel and players; null when the match is gone. */
async function noticeOf(ctx: ServiceContext, timerId: string, out: TimerOutcome): Promise<TimerNotice | null> {
  const row = await ctx.store.getMatch(out.matchId);
  if (!row) return null;
  const player = (seat: Seat) => row.seats.find((s) => s.seat === seat)?.playerId ?? "";
  const base = { timerId, matchId: row.id, guildId: row.guildId, channelId: row.channelId };
  if (out.kind === "reminder")
    return {
      ...base,
      kind: "reminder",
      seat: out.seat,
      playerId: player(out.seat),
      deadlineAt: out.deadlineAt,
      late: out.late,
    };
  if (out.kind === "claimable")
    return {
      ...base,
      kind: "claimable",
      seat: out.seat,
      playerId: player(out.seat),
      claimants: row.seats.filter((s) => s.seat !== out.seat).map((s) => s.playerId),
    };
  if (out.kind === "dm-reminder")
    return {
      ...base,
      kind: "dm-reminder",
      seat: out.seat,
      playerId: player(out.seat),
      deadlineAt: out.deadlineAt,
      hours: out.hours,
    };
  if (out.kind === "vacation-ended")
    return { ...base, kind: "vacation-ended", seat: out.seat, playerId: player(out.seat) };
  return { ...base, kind: "challenge-expired", playerIds: row.seats.map((s) => s.playerId) };
}

/** Files a delivered notice under its kind. */
function addToReport(report: TickReport, n: TimerNotice): void {
  if (n.kind === "reminder") report.reminders.push(n);
  else if (n.kind === "claimable") report.claimable.push(n);
  else if (n.kind === "dm-reminder" || n.kind === "vacation-ended") report.notices.push(n);
  else report.expiredChallenges.push(n);
}
