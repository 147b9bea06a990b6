/**
 * What every part of the match service shares (docs/matches.md): the store, the hosted games, the clock, seeds and
 * the bounds of retries and auto-passes. The parts (creation, submission, timers, queries) are functions of it;
 * `MatchService` (service.ts) holds one and keeps nothing else between calls.
 */
import type { Now } from "../clock.js";
import { fail, type Result } from "./errors.js";
import type { GameAdapter, GameRegistry } from "./games.js";
import { notFound, toInfo } from "./results.js";
import type { MatchStore, WriteRow } from "./store.js";
import type { MatchInfo } from "./types.js";
import type { Seat } from "../../engine/index.js";

/** The service's shared dependencies and bounds. */
export interface ServiceContext {
  readonly store: MatchStore;
  readonly games: GameRegistry;
  readonly now: Now;
  readonly newSeed: () => string;
  /** Attempts of a write that keeps losing the compare-and-set before `match/stale`. */
  readonly maxAttempts: number;
  /** Most auto-passes applied after one action. */
  readonly maxAutoPasses: number;
}

/** The adapter of a hosted game. @throws when this process does not host it (a row of another deployment). */
export function adapterOf(ctx: ServiceContext, game: string): GameAdapter {
  const a = ctx.games[game];
  if (!a) throw new Error(`match of unknown game "${game}": this process does not host it`);
  return a;
}

/** The summary of a match. Errors: `match/not-found`. */
export async function infoOf(ctx: ServiceContext, matchId: string): Promise<Result<{ match: MatchInfo }>> {
  const row = await ctx.store.getMatch(matchId);
  if (!row) return notFound(matchId);
  return { ok: true, match: toInfo(row) };
}

/** The seat `userId` holds. Errors: `action/not-your-seat`. */
export function seatOf(row: WriteRow, userId: string): Result<{ seat: Seat }> {
  const s = row.seats.find((x) => x.playerId === userId);
  return s ? { ok: true, seat: s.seat } : fail("action/not-your-seat", "You have no seat in this match.");
}
