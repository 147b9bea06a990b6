/**
 * Vacation mode (issue 15; docs/matches.md "Vacation"): a player asks to pause their clock for some days, the
 * opponent consents, and while the vacation runs any clock of that player is held: it gets its whole allowance from
 * the vacation's end (./timer-kinds.ts `holdForVacation`, applied at once, on every tick and when a clock timer
 * fires). The vacation is a `vacation_end` timer row whose id numbers the player's vacations in the match, so two
 * consents racing start it once; when it fires, the bot says the clock runs again.
 */
import { TimerKind } from "./clocks.js";
import type { ServiceContext } from "./context.js";
import { fail, type Result } from "./errors.js";
import { notFound } from "./results.js";
import { isUniqueViolation } from "../../db/errors.js";
import { holdForVacation } from "./timer-kinds.js";

/** Longest single vacation when the server set nothing (days). */
export const VACATION_MAX_DAYS = 14;
/** Most vacation days one player may take in one match, whatever the server allows per request. */
export const VACATION_TOTAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a player may still ask for in a match. */
export interface VacationStatus {
  seat: number;
  /** End of the player's running vacation, if any. */
  until: Date | null;
  /** Whether another player of the match is on vacation now (one vacation at a time per match). */
  otherAway: boolean;
  usedDays: number;
  /** Most days a request may ask for now. */
  maxDays: number;
}

/** The player's vacations in the match so far and what they may ask for. Errors: `match/not-found`, `match/finished`, `match/not-a-player`. */
export async function vacationStatus(
  ctx: ServiceContext,
  matchId: string,
  userId: string,
): Promise<Result<{ status: VacationStatus }>> {
  const db = ctx.store.db;
  const row = await ctx.store.getMatch(matchId);
  if (!row) return notFound(matchId);
  const seat = row.seats.find((s) => s.playerId === userId)?.seat;
  if (seat === undefined) return fail("match/not-a-player", "You are not playing in this match.");
  if (row.status !== "active") return fail("match/finished", `This match is ${row.status}.`);
  const rows = await db.reminder.findMany({ where: { matchId, kind: TimerKind.vacationEnd } });
  const now = ctx.now();
  const mine = rows.filter((r) => r.seat === seat);
  const usedDays = mine.reduce((n, r) => n + Math.round((r.dueAt.getTime() - r.createdAt.getTime()) / DAY_MS), 0);
  const running = mine.find((r) => !r.done && r.dueAt.getTime() > now.getTime());
  const otherAway = rows.some((r) => r.seat !== seat && !r.done);
  const guild = row.guildId
    ? await db.guildSettings.findUnique({ where: { guildId: row.guildId }, select: { vacationMaxDays: true } })
    : null;
  const perRequest = guild?.vacationMaxDays ?? VACATION_MAX_DAYS;
  return {
    ok: true,
    status: {
      seat,
      until: running?.dueAt ?? null,
      otherAway,
      usedDays,
      maxDays: Math.max(0, Math.min(perRequest, VACATION_TOTAL_DAYS - usedDays)),
    },
  };
}

/**
 * Whether `userId` may ask for `days` of vacation now. Errors: those of {@link vacationStatus},
 * `vacation/running` (one at a time per match), `vacation/too-long` (over the server's limit or the 30-day total).
 */
export async function checkVacation(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; days: number },
): Promise<Result<{ status: VacationStatus }>> {
  const r = await vacationStatus(ctx, input.matchId, input.userId);
  if (!r.ok) return r;
  const s = r.status;
  if (s.until !== null || s.otherAway)
    return fail("vacation/running", "A vacation is already running in this match; one at a time.");
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > s.maxDays)
    return fail(
      "vacation/too-long",
      s.maxDays === 0
        ? `You have used your ${VACATION_TOTAL_DAYS} vacation days in this match.`
        : `A vacation here can last 1 to ${s.maxDays} day(s).`,
    );
  return r;
}

/**
 * Starts `userId`'s vacation of `days` days with `consentBy`'s consent (another player of the match): their clock
 * is held at once. Errors: those of {@link checkVacation}, `vacation/needs-consent`.
 */
export async function startVacation(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; days: number; consentBy: string },
): Promise<Result<{ until: Date; seat: number }>> {
  const checked = await checkVacation(ctx, input);
  if (!checked.ok) return checked;
  const row = await ctx.store.getMatch(input.matchId);
  if (!row?.seats.some((s) => s.playerId === input.consentBy && s.seat !== checked.status.seat))
    return fail("vacation/needs-consent", "Your opponent must agree to the pause.");
  const now = ctx.now();
  const until = new Date(now.getTime() + input.days * DAY_MS);
  const seat = checked.status.seat;
  const n = await ctx.store.db.reminder.count({ where: { matchId: input.matchId, kind: TimerKind.vacationEnd } });
  try {
    await ctx.store.db.$transaction(async (tx) => {
      await tx.reminder.create({
        data: {
          id: `vac-${input.matchId}-${n + 1}`,
          kind: TimerKind.vacationEnd,
          dueAt: until,
          matchId: input.matchId,
          seat,
          createdAt: now,
        },
      });
      await holdForVacation(tx, input.matchId, seat, now);
    });
  } catch (e) {
    if (isUniqueViolation(e)) return fail("vacation/running", "A vacation was just started in this match.");
    throw e;
  }
  return { ok: true, until, seat };
}

/** Holds the clocks of every running vacation (each tick: a clock started while its player is away). */
export async function holdVacationClocks(ctx: ServiceContext, now: Date): Promise<void> {
  const rows = await ctx.store.db.reminder.findMany({
    where: { kind: TimerKind.vacationEnd, done: false, dueAt: { gt: now } },
    select: { matchId: true, seat: true },
    take: 500,
  });
  for (const r of rows) {
    if (r.matchId === null || r.seat === null) continue;
    const { matchId, seat } = r;
    await ctx.store.db.$transaction((tx) => holdForVacation(tx, matchId, seat, now));
  }
}
