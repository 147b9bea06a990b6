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
import type { MatchInfo, TickReport } from "./types.js";

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

/**
 * Handles every due timer once (safe to call from several processes): reminders to send, clocks that ran out
 * (claimable, never an automatic loss) and expired challenges. Call it every minute or so.
 */
export async function tick(ctx: ServiceContext, now: Date = ctx.now()): Promise<TickReport> {
  const report: TickReport = { reminders: [], claimable: [], expiredChallenges: [] };
  for (let batch = 0; batch < 20; batch++) {
    const due = await ctx.store.dueTimers(now, 100);
    for (const t of due) {
      const out = await ctx.store.fireTimer(t, now);
      if (out) await addToReport(ctx, report, out);
    }
    if (due.length < 100) break;
  }
  return report;
}

/** Adds a fired timer to the report, with the match's channel and players. */
async function addToReport(ctx: ServiceContext, report: TickReport, out: TimerOutcome): Promise<void> {
  const row = await ctx.store.getMatch(out.matchId);
  if (!row) return;
  const player = (seat: Seat) => row.seats.find((s) => s.seat === seat)?.playerId ?? "";
  if (out.kind === "reminder")
    report.reminders.push({
      matchId: row.id,
      channelId: row.channelId,
      seat: out.seat,
      playerId: player(out.seat),
      deadlineAt: out.deadlineAt,
      late: out.late,
    });
  else if (out.kind === "claimable")
    report.claimable.push({
      matchId: row.id,
      channelId: row.channelId,
      seat: out.seat,
      playerId: player(out.seat),
      claimants: row.seats.filter((s) => s.seat !== out.seat).map((s) => s.playerId),
    });
  else
    report.expiredChallenges.push({
      matchId: row.id,
      channelId: row.channelId,
      playerIds: row.seats.map((s) => s.playerId),
    });
}
