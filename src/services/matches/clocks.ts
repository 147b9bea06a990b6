import { z } from "zod";

/**
 * Async-play clocks (docs/matches.md "Clocks"): every decision gets a time allowance in hours (guild default,
 * changeable per match); a reminder goes out when a quarter of it is left; once it has run out the opponent may
 * claim the game. Pure date arithmetic; the rows live in `MatchClock` and `Reminder`.
 */

/** Smallest and largest allowance per decision, in hours (1 hour to 30 days). */
export const CLOCK_HOURS_MIN = 1;
export const CLOCK_HOURS_MAX = 720;
/** Allowance when the guild has no settings row (matches the schema default of `GuildSettings`). */
export const DEFAULT_CLOCK_HOURS = 72;

/** Service-level match configuration stored in `Match.configJson`. */
export const StoredConfigSchema = z.object({
  /** Allowance per decision, hours. */
  clockHours: z.number().int().min(CLOCK_HOURS_MIN).max(CLOCK_HOURS_MAX),
  /** The engine config (game-specific, validated by the adapter); absent until the challenge is accepted. */
  engine: z.unknown().optional(),
  /** Deck format of the match (`standard`, `casual`); absent for games without formats and older rows. */
  format: z.string().optional(),
});
/** Parsed {@link StoredConfigSchema}. */
export type StoredConfig = z.infer<typeof StoredConfigSchema>;

/** Reminder kinds (`Reminder.kind`). */
export const TimerKind = {
  reminder: "clock_reminder",
  deadline: "clock_deadline",
  challengeExpiry: "challenge_expiry",
  /** A DM reminder at one of the player's points before a deadline (./timer-kinds.ts). */
  dmReminder: "dm_reminder",
  /** The end of a player's vacation (./vacation.ts). */
  vacationEnd: "vacation_end",
} as const;

/** True when `hours` is a valid allowance. */
export function validClockHours(hours: number): boolean {
  return Number.isInteger(hours) && hours >= CLOCK_HOURS_MIN && hours <= CLOCK_HOURS_MAX;
}

/** Seconds before the deadline at which the player is reminded: a quarter of the allowance. */
export function reminderLeadSeconds(allowanceSeconds: number): number {
  return Math.floor(allowanceSeconds / 4);
}

/** Deadline and reminder instant for a decision that starts at `now`. */
export function clockTimes(now: Date, allowanceSeconds: number): { deadlineAt: Date; remindAt: Date } {
  const deadlineAt = new Date(now.getTime() + allowanceSeconds * 1000);
  const remindAt = new Date(deadlineAt.getTime() - reminderLeadSeconds(allowanceSeconds) * 1000);
  return { deadlineAt, remindAt };
}
