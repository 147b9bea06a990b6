/**
 * Results of matches and of the games of a multi-game match, stored in `Match.resultJson` (docs/matches.md
 * "Results"), and the bot-facing summary of a match row. Pure, apart from parsing stored JSON with zod.
 */
import { z } from "zod";
import type { Seat } from "../../engine/index.js";
import { DEFAULT_CLOCK_HOURS, StoredConfigSchema } from "./clocks.js";
import { type Failure, fail, type Result } from "./errors.js";
import type { GameAdapter, MatchProgress } from "./games.js";
import type { Ending, LogRow, MatchRow, MatchStatus, NewAction, WriteRow } from "./store.js";
import type { Applied, GameResult, LoggedAction, MatchInfo, MatchResult } from "./types.js";

const GameResultSchema = z.object({
  game: z.number().int().min(1),
  winnerSeat: z.number().int().min(0),
  reason: z.enum(["game", "concede", "timeout"]),
  seat: z.number().int().min(0).optional(),
});

/**
 * `Match.resultJson`: the result once over; while a multi-game match runs, only `{ games }` (docs/matches.md).
 */
const StoredResultSchema = z.object({
  reason: z.enum(["game", "concede", "timeout", "aborted", "declined", "withdrawn", "expired"]).optional(),
  winnerSeat: z.number().int().min(0).nullable().optional(),
  seat: z.number().int().min(0).optional(),
  by: z.string().optional(),
  note: z.string().optional(),
  games: z.array(GameResultSchema).optional(),
});

/** Parses a stored `resultJson` (null, or a broken row: nothing). */
export function storedResult(json: string | null): z.infer<typeof StoredResultSchema> | null {
  if (json === null) return null;
  try {
    const r = StoredResultSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** `match/not-found`. */
export function notFound(matchId: string): Failure {
  return fail("match/not-found", `There is no match ${matchId}.`);
}

/** `match/stale`: too many lost races. */
export function staleFailure(): Failure {
  return fail("match/stale", "The match kept changing while your action was applied; try again.");
}

/** True when two actions are the same JSON. */
export function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The games of a multi-game match decided so far: `before` plus those decided along `trail` (consecutive states
 * of one write: before the move, after it, after each forfeit, after the auto-passes). A game is decided where a
 * seat's set points rise; the move's cause (concede, timeout) explains every game decided by the move and its
 * forfeits, the auto-passes' ones are `game`. Null for a single-game mode.
 */
export function gamesOf(
  adapter: GameAdapter,
  trail: readonly unknown[],
  before: readonly GameResult[],
  cause: { reason: MatchResult["reason"]; seat: Seat } | undefined,
): GameResult[] | null {
  const points: (MatchProgress | null)[] = trail.map((st) => adapter.progress?.(st) ?? null);
  if (points.every((p) => p === null)) return null;
  const out = [...before];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const byMove =
      i < points.length - 1 && cause !== undefined && (cause.reason === "concede" || cause.reason === "timeout");
    b.setPoints.forEach((n, seat) => {
      for (let k = a.setPoints[seat] ?? 0; k < n; k++) {
        out.push({
          game: out.length + 1,
          winnerSeat: seat,
          ...(byMove && cause
            ? { reason: cause.reason as GameResult["reason"], seat: cause.seat }
            : { reason: "game" }),
        });
      }
    });
  }
  return out;
}

/** The ending of a game that is over (no pending decision), else null; `games` for a multi-game match. */
export function endingOf(
  adapter: GameAdapter,
  state: unknown,
  cause: { reason: MatchResult["reason"]; seat: Seat } | undefined,
  games: readonly GameResult[] | null,
): Ending | null {
  if (adapter.module.pending(state) !== null) return null;
  const winnerSeat = adapter.winner(state);
  const result: MatchResult = {
    ...(cause ? { reason: cause.reason, seat: cause.seat, winnerSeat } : { reason: "game", winnerSeat }),
    ...(games === null ? {} : { games }),
  };
  return { status: "finished", resultJson: JSON.stringify(result), winnerSeat };
}

/** A log row as returned to the caller. */
export function logged(a: NewAction, seq: number): LoggedAction {
  return { seq, seat: a.seat, action: JSON.parse(a.actionJson), resultingVersion: a.resultingVersion, auto: a.auto };
}

/** The first result of an interaction, rebuilt from its log rows (idempotency). */
export function recordedResult(row: WriteRow, rows: LogRow[]): Result<Applied> {
  const applied = rows.map((r) => logged(r, r.seq));
  const version = applied[applied.length - 1]!.resultingVersion;
  const current = version === row.stateVersion;
  return {
    ok: true,
    matchId: row.id,
    version,
    status: current && row.status === "finished" ? "finished" : "active",
    winnerSeat: current ? row.winnerSeat : null,
    applied,
    duplicate: true,
  };
}

/** The bot-facing summary of a match row. */
export function toInfo(row: MatchRow): MatchInfo {
  const running = row.clocks.find((c) => c.deadlineAt !== null);
  const config = StoredConfigSchema.safeParse(JSON.parse(row.configJson));
  const stored = storedResult(row.resultJson);
  const over = row.status !== "challenged" && row.status !== "active";
  return {
    id: row.id,
    game: row.game,
    mode: row.mode,
    guildId: row.guildId,
    channelId: row.channelId,
    status: row.status as MatchStatus,
    stateVersion: row.stateVersion,
    clockHours: config.success ? config.data.clockHours : DEFAULT_CLOCK_HOURS,
    seats: row.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      joined: s.joinedAt !== null,
      deckId: s.deckId,
    })),
    toAct: running?.seat ?? null,
    deadlineAt: running?.deadlineAt ?? null,
    claimable: running?.claimable ?? false,
    result: over && stored?.reason ? (stored as MatchResult) : null,
    games: stored?.games ?? [],
    winnerSeat: row.winnerSeat,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
