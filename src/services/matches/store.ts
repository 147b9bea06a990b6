import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Prisma } from "../../generated/sqlite/client.js";
import { clockTimes, reminderLeadSeconds, StoredConfigSchema, TimerKind } from "./clocks.js";
import {
  type ActionParam,
  type CommitParams,
  type PgCommitRow,
  pgCommit,
  sqliteCommit,
  WriteReadSchema,
  writeRead,
} from "./commit-sql.js";
import { type ExtraOutcome, fireExtra, holdForVacation } from "./timer-kinds.js";
import { rawErrorCause, isUniqueViolation } from "../../db/errors.js";
import { upsertPlayer } from "../players.js";
import { guildContent } from "../card-sets.js";
import type { GuildContent } from "./games.js";

/**
 * The match store: every database read and write of the match service, on Prisma (SQLite or PostgreSQL, same
 * code). Writes that move a match forward are one transaction each: compare-and-set on `Match.stateVersion`
 * (a single `UPDATE … WHERE id = ? AND state_version = ? AND status = 'active'`), then the log rows, clocks and
 * timers. A lost race returns `"stale"`; a reused interaction id returns `"duplicate"` (unique index).
 */

/** Match lifecycle values of `Match.status`. */
export type MatchStatus = "challenged" | "active" | "finished" | "aborted" | "declined";

/** A match row with its seats (and the seated players' stop settings) and clocks. */
export type MatchRow = Prisma.MatchGetPayload<{
  include: { seats: { include: { player: { select: { stopSettings: true } } } }; clocks: true };
}>;

/**
 * What a write reads of a match (./commit-sql.ts `writeRead`): a subset of {@link MatchRow} (which is
 * assignable to it) without the config, the decks and the timestamps.
 */
export interface WriteRow {
  id: string;
  game: string;
  status: string;
  stateVersion: number;
  snapshot: string | null;
  resultJson: string | null;
  winnerSeat: number | null;
  seats: { seat: number; playerId: string; player: { stopSettings: string } }[];
  clocks: { seat: number; deadlineAt: Date | null; reminded: boolean; claimable: boolean }[];
}

/** One row of the action log. */
export type LogRow = Prisma.MatchActionGetPayload<object>;

/** A due timer row. */
export type TimerRow = Prisma.ReminderGetPayload<object>;

/** A log row to append (seq is assigned in the transaction). */
export interface NewAction {
  seat: number;
  actionJson: string;
  resultingVersion: number;
  interactionId: string | null;
  auto: boolean;
}

/** What the clocks do after a write: stop all, run one seat's clock afresh, or stay as they are. */
export type ClockChange = { kind: "stop" } | { kind: "run"; seat: number } | { kind: "keep" };

/** Outcome fields written when a match ends. */
export interface Ending {
  status: MatchStatus;
  resultJson: string | null;
  winnerSeat: number | null;
}

/** One compare-and-set write of a running match. */
export interface CommitPlan {
  matchId: string;
  expectedVersion: number;
  newVersion: number;
  snapshot: string;
  ending: Ending | null;
  /** A running multi-game match's `resultJson` (games won so far) when it changed; ignored with an ending. */
  progressJson?: string;
  actions: NewAction[];
  clock: ClockChange;
  now: Date;
  /** What Discord is owed for this change (the outbox row's payload, JSON defined by the bot); none when absent. */
  outbox?: string;
}

/** The write that starts a match when the challenge is accepted. */
export interface StartPlan {
  matchId: string;
  seat: number;
  deckJson: string;
  deckId: string | null;
  configJson: string;
  seats: number;
  newVersion: number;
  snapshot: string;
  ending: Ending | null;
  actions: NewAction[];
  clock: ClockChange;
  now: Date;
  /** What Discord is owed for the start (the outbox row's payload); none when absent. */
  outbox?: string;
}

/** A new challenge: the match row, its seats and the expiry timer. */
export interface ChallengePlan {
  game: string;
  mode: string;
  guildId: string | null;
  channelId: string;
  configJson: string;
  seed: string;
  seats: { seat: number; playerId: string; deckJson: string | null; deckId: string | null; joinedAt: Date | null }[];
  expiresAt: Date;
  now: Date;
}

/** What firing a timer produced (null when it was already handled or superseded). */
export type TimerOutcome =
  | { kind: "reminder"; matchId: string; seat: number; deadlineAt: Date; late: boolean }
  | { kind: "claimable"; matchId: string; seat: number; deadlineAt: Date }
  | { kind: "challenge-expired"; matchId: string }
  | ExtraOutcome;

/** Result of a compare-and-set write; `firstSeq` is the log position of the first appended row. */
export type CommitOutcome = { status: "ok"; firstSeq: number } | { status: "stale" } | { status: "duplicate" };

/** Thrown inside a transaction to roll it back when the compare-and-set lost. */
class StaleWrite extends Error {}

const TX = { maxWait: 15_000, timeout: 15_000 } as const;

/** Thrown inside {@link MatchStore.swapSeats}'s transaction to roll it back when a seat changed meanwhile. */
class SwapConflict extends Error {}
const MATCH_INCLUDE = {
  seats: { include: { player: { select: { stopSettings: true } } }, orderBy: { seat: "asc" } },
  clocks: { orderBy: { seat: "asc" } },
} as const;
const CLOCK_KINDS = [TimerKind.reminder, TimerKind.deadline];

/** True for the deliberate failure of the SQLite commit batch's compare-and-set (`matches.status` set to NULL). */
function isLostCompareAndSet(e: unknown): boolean {
  const cause = rawErrorCause(e);
  if (cause?.kind !== "NullConstraintViolation") return false;
  const fields = cause.constraint?.fields;
  return Array.isArray(fields) && fields.includes("status");
}

/** Database access for matches. Stateless apart from the client: safe to create per request or once. */
export class MatchStore {
  /** Which SQL dialect the hand-written commit uses (read from the client). */
  readonly provider: "sqlite" | "postgresql";

  constructor(readonly db: Db) {
    // The generated clients record their provider; the commit needs it to pick its SQL (./commit-sql.ts).
    const provider = (db as unknown as { _activeProvider?: unknown })._activeProvider;
    if (provider !== "sqlite" && provider !== "postgresql") throw new Error(`unsupported database: ${provider}`);
    this.provider = provider;
  }

  /** The match with seats and clocks, or null. */
  getMatch(id: string): Promise<MatchRow | null> {
    return this.db.match.findUnique({ where: { id }, include: MATCH_INCLUDE });
  }

  /**
   * What a write needs of a match, in ONE query: the row without its config and decks, seats with stop
   * settings, clocks, and `recordedSeq`, the log position of `interactionId` when it was applied already (then
   * {@link findInteraction} rebuilds the result). Null when there is no such match.
   */
  async getMatchForWrite(
    id: string,
    interactionId: string | null,
  ): Promise<{ row: WriteRow; recordedSeq: number | null } | null> {
    const { sql, values } = writeRead(this.provider, id, interactionId);
    const rows = await this.db.$queryRawUnsafe<unknown[]>(sql, ...values);
    return rows.length === 0 ? null : WriteReadSchema.parse(rows[0]);
  }

  /** The whole action log of a match, in order. */
  getLog(matchId: string): Promise<LogRow[]> {
    return this.db.matchAction.findMany({ where: { matchId }, orderBy: { seq: "asc" } });
  }

  /**
   * The log rows an interaction produced: its own row and the auto-passes that followed it in the same write.
   * Null when the interaction was never applied.
   */
  async findInteraction(matchId: string, interactionId: string): Promise<LogRow[] | null> {
    const first = await this.db.matchAction.findFirst({ where: { matchId, interactionId } });
    if (!first) return null;
    const next = await this.db.matchAction.findMany({
      where: { matchId, seq: { gt: first.seq } },
      orderBy: { seq: "asc" },
      take: 500,
    });
    const out = [first];
    for (const r of next) {
      if (!r.auto || r.interactionId !== null) break;
      out.push(r);
    }
    return out;
  }

  /** Matches (challenged or active) where `userId` has a seat, newest first. */
  async listActiveFor(userId: string): Promise<MatchRow[]> {
    // The listing never reads the snapshot (the largest column): leave it out (docs/performance.md).
    const rows = await this.db.match.findMany({
      where: { status: { in: ["challenged", "active"] }, seats: { some: { playerId: userId } } },
      include: MATCH_INCLUDE,
      omit: { snapshot: true },
      orderBy: { updatedAt: "desc" },
    });
    return rows.map((r) => ({ ...r, snapshot: null }));
  }

  /** Ids of every match that has a snapshot (started), oldest first. */
  async startedMatchIds(): Promise<string[]> {
    const rows = await this.db.match.findMany({
      where: { snapshot: { not: null } },
      select: { id: true },
      orderBy: { createdAt: "asc" },
    });
    return rows.map((r) => r.id);
  }

  /** The guild's default allowance per decision in hours, or null when the guild has no settings row. */
  async guildClockHours(guildId: string): Promise<number | null> {
    const g = await this.db.guildSettings.findUnique({ where: { guildId }, select: { defaultClockHours: true } });
    return g?.defaultClockHours ?? null;
  }

  /** The card sets `guildId` loaded for `game` (deck building of games with server content, ../card-sets.ts). */
  guildContent(guildId: string | null | undefined, game: string): Promise<GuildContent> {
    return guildContent(this.db, guildId, game);
  }

  /** A saved deck, or null. */
  getDeck(id: string) {
    return this.db.savedDeck.findUnique({ where: { id } });
  }

  /** A player's stored stop settings JSON, or null when the player is unknown. */
  async getStopSettingsJson(userId: string): Promise<string | null> {
    const p = await this.db.player.findUnique({ where: { id: userId }, select: { stopSettings: true } });
    return p?.stopSettings ?? null;
  }

  /** Stores a player's stop settings JSON (creating the player). */
  async setStopSettingsJson(userId: string, json: string): Promise<void> {
    await upsertPlayer(this.db, userId, { stopSettings: json });
  }

  /** Creates players as needed, then the match, its seats and its challenge-expiry timer in one transaction. */
  async createChallenge(plan: ChallengePlan): Promise<MatchRow> {
    // Outside the transaction: a concurrent first insert of a player (the remembered locale) would abort it on
    // PostgreSQL (docs/reliability.md "Concurrent first writes"). Players are never deleted, so the rows stay.
    for (const s of plan.seats) await upsertPlayer(this.db, s.playerId);
    return this.db.$transaction(async (tx) => {
      const m = await tx.match.create({
        data: {
          game: plan.game,
          mode: plan.mode,
          guildId: plan.guildId,
          channelId: plan.channelId,
          configJson: plan.configJson,
          seed: plan.seed,
          status: "challenged",
          createdAt: plan.now,
          updatedAt: plan.now,
          seats: { create: plan.seats },
        },
      });
      await tx.reminder.create({
        data: { kind: TimerKind.challengeExpiry, dueAt: plan.expiresAt, matchId: m.id, createdAt: plan.now },
      });
      return tx.match.findUniqueOrThrow({ where: { id: m.id }, include: MATCH_INCLUDE });
    }, TX);
  }

  /**
   * Swaps the players of two seats of a pending challenge that neither player has joined yet (a 2v2 team switch,
   * docs/multiplayer.md "Lobby"). Compare-and-set: false when the challenge or either seat changed.
   */
  async swapSeats(
    matchId: string,
    a: { seat: number; playerId: string },
    b: { seat: number; playerId: string },
    now: Date,
  ): Promise<boolean> {
    return this.db
      .$transaction(async (tx) => {
        const m = await tx.match.updateMany({ where: { id: matchId, status: "challenged" }, data: { updatedAt: now } });
        if (m.count !== 1) return false;
        const ua = await tx.matchSeat.updateMany({
          where: { matchId, seat: a.seat, playerId: a.playerId, joinedAt: null },
          data: { playerId: b.playerId },
        });
        const ub = await tx.matchSeat.updateMany({
          where: { matchId, seat: b.seat, playerId: b.playerId, joinedAt: null },
          data: { playerId: a.playerId },
        });
        if (ua.count !== 1 || ub.count !== 1) throw new SwapConflict();
        return true;
      }, TX)
      .catch((e: unknown) => {
        if (e instanceof SwapConflict) return false;
        throw e;
      });
  }

  /**
   * An invited player of a challenge of three or four seats joins with their deck before the last one accepts
   * (compare-and-set: the match is still challenged and the seat not joined). False when either changed.
   */
  async joinSeat(matchId: string, seat: number, deckJson: string, deckId: string | null, now: Date): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const m = await tx.match.updateMany({ where: { id: matchId, status: "challenged" }, data: { updatedAt: now } });
      if (m.count !== 1) return false;
      const u = await tx.matchSeat.updateMany({
        where: { matchId, seat, joinedAt: null },
        data: { deckJson, deckId, joinedAt: now },
      });
      return u.count === 1;
    }, TX);
  }

  /** Starts a challenged match (compare-and-set on status). `"stale"` when it is no longer a pending challenge. */
  async start(plan: StartPlan): Promise<CommitOutcome> {
    try {
      const firstSeq = await this.db.$transaction(async (tx) => {
        const u = await tx.match.updateMany({
          where: { id: plan.matchId, status: "challenged" },
          data: {
            status: plan.ending?.status ?? "active",
            resultJson: plan.ending?.resultJson ?? null,
            winnerSeat: plan.ending?.winnerSeat ?? null,
            configJson: plan.configJson,
            snapshot: plan.snapshot,
            stateVersion: plan.newVersion,
            updatedAt: plan.now,
          },
        });
        if (u.count !== 1) throw new StaleWrite();
        await tx.matchSeat.update({
          where: { matchId_seat: { matchId: plan.matchId, seat: plan.seat } },
          data: { deckJson: plan.deckJson, deckId: plan.deckId, joinedAt: plan.now },
        });
        const allowanceSeconds = StoredConfigSchema.parse(JSON.parse(plan.configJson)).clockHours * 3600;
        await tx.matchClock.createMany({
          data: Array.from({ length: plan.seats }, (_, seat) => ({
            matchId: plan.matchId,
            seat,
            allowanceSeconds,
            updatedAt: plan.now,
          })),
        });
        await tx.reminder.deleteMany({ where: { matchId: plan.matchId, done: false } });
        const seq = await appendActions(tx, plan.matchId, plan.actions, plan.now);
        await applyClock(tx, plan.matchId, plan.ending ? { kind: "stop" } : plan.clock, plan.now, allowanceSeconds);
        if (plan.outbox !== undefined)
          await tx.outboxItem.create({
            data: {
              id: randomUUID(),
              matchId: plan.matchId,
              version: plan.newVersion,
              payloadJson: plan.outbox,
              dueAt: plan.now,
              createdAt: plan.now,
            },
          });
        return seq;
      }, TX);
      return { status: "ok", firstSeq };
    } catch (e) {
      if (e instanceof StaleWrite) return { status: "stale" };
      throw e;
    }
  }

  /**
   * Appends actions and stores the new snapshot if the match is still active at `expectedVersion`, and moves the
   * clocks: one PostgreSQL statement, or one SQLite batch transaction (./commit-sql.ts). Never reads
   * `configJson`: the deadline comes from the clock row's allowance, in SQL.
   * `"stale"`: someone else wrote first (nothing written); `"duplicate"`: an interaction id was already logged.
   */
  async commit(plan: CommitPlan): Promise<CommitOutcome> {
    const clock: ClockChange = plan.ending ? { kind: "stop" } : plan.clock;
    const actions: ActionParam[] = plan.actions.map((a, i) => ({
      i: i + 1,
      seat: a.seat,
      action_json: a.actionJson,
      resulting_version: a.resultingVersion,
      interaction_id: a.interactionId,
      auto: a.auto,
    }));
    const params: CommitParams = {
      matchId: plan.matchId,
      expectedVersion: plan.expectedVersion,
      newVersion: plan.newVersion,
      snapshot: plan.snapshot,
      now: plan.now,
      status: plan.ending?.status ?? null,
      setResult: plan.ending !== null || plan.progressJson !== undefined,
      resultJson: plan.ending ? plan.ending.resultJson : (plan.progressJson ?? null),
      setWinner: plan.ending !== null,
      winnerSeat: plan.ending?.winnerSeat ?? null,
      actionsJson: JSON.stringify(actions),
      clock: clock.kind,
      runSeat: clock.kind === "run" ? clock.seat : null,
      timerIds: [randomUUID(), randomUUID()],
      outbox: plan.outbox === undefined ? null : { id: randomUUID(), payloadJson: plan.outbox },
    };
    try {
      if (this.provider === "postgresql") {
        const { sql, values } = pgCommit(params);
        const rows = await this.db.$queryRawUnsafe<PgCommitRow[]>(sql, ...values);
        const row = rows[0];
        if (row?.updated !== 1) return { status: "stale" };
        return { status: "ok", firstSeq: row.first_seq ?? 1 };
      }
      const db = this.db;
      const results = await db.$transaction(
        sqliteCommit(
          params,
          (sql, ...values) => db.$executeRawUnsafe(sql, ...values),
          (sql, ...values) => db.$queryRawUnsafe(sql, ...values),
        ),
      );
      const seqs = (results[1] as { seq: number | bigint }[]).map((r) => Number(r.seq));
      return { status: "ok", firstSeq: seqs.length > 0 ? Math.min(...seqs) : 1 };
    } catch (e) {
      if (isLostCompareAndSet(e)) return { status: "stale" };
      if (isUniqueViolation(e)) return { status: "duplicate" };
      throw e;
    }
  }

  /**
   * Ends a match without an engine action (decline, abort, challenge expiry) if its status is one of `from`;
   * stops its clocks and drops its pending timers. False when the status did not match (nothing written).
   */
  async close(matchId: string, from: MatchStatus[], ending: Ending, now: Date, outbox?: string): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const u = await tx.match.updateMany({
        where: { id: matchId, status: { in: from } },
        data: { ...ending, updatedAt: now },
      });
      if (u.count !== 1) return false;
      await applyClock(tx, matchId, { kind: "stop" }, now, 0);
      await tx.reminder.deleteMany({ where: { matchId, done: false } });
      if (outbox !== undefined) {
        const m = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { stateVersion: true } });
        await writeOutbox(tx, matchId, m.stateVersion, outbox, now);
      }
      return true;
    }, TX);
  }

  /**
   * Changes a match's allowance per decision; a running clock restarts with the new allowance from `now`.
   * False when the match is not challenged or active.
   */
  async setClockHours(matchId: string, hours: number, now: Date): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const m = await tx.match.findUnique({ where: { id: matchId }, select: { configJson: true, status: true } });
      if (!m || (m.status !== "active" && m.status !== "challenged")) return false;
      const config = StoredConfigSchema.parse(JSON.parse(m.configJson));
      const u = await tx.match.updateMany({
        where: { id: matchId, configJson: m.configJson, status: m.status },
        data: { configJson: JSON.stringify({ ...config, clockHours: hours }), updatedAt: now },
      });
      if (u.count !== 1) throw new Error("match changed while setting its clock; retry");
      const running = await tx.matchClock.findFirst({ where: { matchId, deadlineAt: { not: null } } });
      await tx.matchClock.updateMany({ where: { matchId }, data: { allowanceSeconds: hours * 3600, updatedAt: now } });
      if (running) await applyClock(tx, matchId, { kind: "run", seat: running.seat }, now, hours * 3600);
      return true;
    }, TX);
  }

  /**
   * Undo (./undo.ts): puts the match back to `snapshot` at `newVersion` if it is still active at `expectedVersion`
   * (compare-and-set), removes the log rows from `fromSeq` on, and runs `runSeat`'s clock afresh with its
   * allowance. False when the match changed meanwhile (nothing written).
   */
  async rewind(plan: {
    matchId: string;
    expectedVersion: number;
    newVersion: number;
    snapshot: string;
    fromSeq: number;
    runSeat: number;
    now: Date;
    /** What Discord is owed for the undo (an outbox row at `newVersion`); none when absent. */
    outbox?: string;
  }): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const u = await tx.match.updateMany({
        where: { id: plan.matchId, stateVersion: plan.expectedVersion, status: "active" },
        data: { snapshot: plan.snapshot, stateVersion: plan.newVersion, updatedAt: plan.now },
      });
      if (u.count !== 1) return false;
      await tx.matchAction.deleteMany({ where: { matchId: plan.matchId, seq: { gte: plan.fromSeq } } });
      const clock = await tx.matchClock.findUnique({
        where: { matchId_seat: { matchId: plan.matchId, seat: plan.runSeat } },
      });
      if (clock)
        await applyClock(tx, plan.matchId, { kind: "run", seat: plan.runSeat }, plan.now, clock.allowanceSeconds);
      if (plan.outbox !== undefined) await writeOutbox(tx, plan.matchId, plan.newVersion, plan.outbox, plan.now);
      return true;
    }, TX);
  }

  /** Timers due at `now` that nobody has handled yet, oldest first (at most `limit`). */
  dueTimers(now: Date, limit = 100): Promise<TimerRow[]> {
    return this.db.reminder.findMany({
      where: { done: false, dueAt: { lte: now } },
      orderBy: { dueAt: "asc" },
      take: limit,
    });
  }

  /**
   * Takes one due timer for delivery (docs/matches.md "Clocks"): a compare-and-set moves its `dueAt` to
   * `leaseUntil`, so no other process takes it until then (a crash mid-delivery only delays it). The first time,
   * the timer's effect is applied in the same transaction (clock reminded or claimable, challenge declined) and
   * the resulting notice is stored in `payloadJson`; a retry returns the stored notice. Null when another process
   * holds it or it is no longer due. `notice: null` means nothing to send (superseded; the row is marked done).
   * The row stays not done until {@link finishTimer}.
   */
  async claimTimer(
    timer: TimerRow,
    now: Date,
    leaseUntil: Date,
  ): Promise<{ notice: TimerOutcome | null; attempts: number } | null> {
    return this.db.$transaction(async (tx) => {
      const taken = await tx.reminder.updateMany({
        where: { id: timer.id, done: false, dueAt: timer.dueAt },
        data: { dueAt: leaseUntil },
      });
      if (taken.count !== 1) return null;
      const stored = FiredPayload.safeParse(timer.payloadJson === null ? null : JSON.parse(timer.payloadJson));
      if (stored.success) {
        const attempts = stored.data.attempts + 1;
        await tx.reminder.update({
          where: { id: timer.id },
          data: { payloadJson: JSON.stringify({ ...stored.data, attempts }) },
        });
        return { notice: stored.data.fired, attempts };
      }
      const notice = await fire(tx, timer, now);
      await tx.reminder.update({
        where: { id: timer.id },
        data: notice ? { payloadJson: JSON.stringify({ fired: notice, attempts: 1 }) } : { done: true },
      });
      return { notice, attempts: 1 };
    }, TX);
  }

  /** Marks a claimed timer done: its notice was delivered or failed for good. */
  async finishTimer(id: string): Promise<void> {
    await this.db.reminder.updateMany({ where: { id, done: false }, data: { done: true } });
  }

  /** Makes a claimed timer due again at `at` (its delivery failed for a reason that may pass). */
  async retryTimerAt(id: string, at: Date): Promise<void> {
    await this.db.reminder.updateMany({ where: { id, done: false }, data: { dueAt: at } });
  }
}

/** A fired timer's stored notice (`Reminder.payloadJson`) and how many delivery attempts it had. */
const FiredPayload = z.object({
  fired: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("reminder"),
      matchId: z.string(),
      seat: z.number().int(),
      deadlineAt: z.coerce.date(),
      late: z.boolean(),
    }),
    z.object({
      kind: z.literal("claimable"),
      matchId: z.string(),
      seat: z.number().int(),
      deadlineAt: z.coerce.date(),
    }),
    z.object({ kind: z.literal("challenge-expired"), matchId: z.string() }),
    z.object({
      kind: z.literal("dm-reminder"),
      matchId: z.string(),
      seat: z.number().int(),
      deadlineAt: z.coerce.date(),
      hours: z.number().int(),
    }),
    z.object({ kind: z.literal("vacation-ended"), matchId: z.string(), seat: z.number().int() }),
  ]),
  attempts: z.number().int().nonnegative(),
});

/**
 * Applies a due timer's effect (the caller holds the timer): declines an expired challenge, marks a clock reminded
 * or claimable (compare-and-set on its deadline, so a clock restarted meanwhile is untouched). A deadline whose
 * reminder was never sent (the bot was down) sends the reminder now and moves the deadline by the reminder lead
 * instead: nobody loses on time without a warning. Null when superseded.
 */
async function fire(tx: Tx, timer: TimerRow, now: Date): Promise<TimerOutcome | null> {
  if (timer.matchId === null) return null;
  const matchId = timer.matchId;
  const others = { id: { not: timer.id } };
  if (timer.kind === TimerKind.challengeExpiry) {
    const u = await tx.match.updateMany({
      where: { id: matchId, status: "challenged" },
      data: { status: "declined", resultJson: JSON.stringify({ reason: "expired" }), updatedAt: now },
    });
    if (u.count !== 1) return null;
    await tx.reminder.deleteMany({ where: { matchId, done: false, ...others } });
    return { kind: "challenge-expired", matchId };
  }
  if (timer.kind === TimerKind.dmReminder || timer.kind === TimerKind.vacationEnd)
    return fireExtra(tx, { ...timer, matchId }, now);
  if (timer.seat === null) return null;
  // A vacation holds the clock (docs/matches.md "Vacation"): moved, this timer is superseded.
  if (await holdForVacation(tx, matchId, timer.seat, now, timer.id)) return null;
  const clock = await tx.matchClock.findUnique({ where: { matchId_seat: { matchId, seat: timer.seat } } });
  const match = await tx.match.findUnique({ where: { id: matchId }, select: { status: true } });
  // Superseded timers are deleted when a clock restarts; this guards against a race with that restart.
  if (!clock?.deadlineAt || match?.status !== "active") return null;
  // Compare-and-set on the deadline: a clock restarted meanwhile by a move is left alone.
  const key = { matchId, seat: timer.seat, deadlineAt: clock.deadlineAt };
  if (timer.kind !== TimerKind.reminder && timer.kind !== TimerKind.deadline) return null;
  const expired = clock.deadlineAt.getTime() <= now.getTime();
  if (timer.kind === TimerKind.deadline && !expired) return null; // superseded by a later deadline
  if (expired && !clock.reminded) {
    // The warning comes too late to be one (the bot was down): warn now and give the reminder lead again.
    const deadlineAt = new Date(now.getTime() + reminderLeadSeconds(clock.allowanceSeconds) * 1000);
    const u = await tx.matchClock.updateMany({
      where: key,
      data: { reminded: true, deadlineAt, remindAt: now, updatedAt: now },
    });
    if (u.count !== 1) return null;
    await tx.reminder.deleteMany({
      where: { matchId, seat: timer.seat, done: false, kind: TimerKind.deadline, ...others },
    });
    await tx.reminder.create({
      data: { kind: TimerKind.deadline, dueAt: deadlineAt, matchId, seat: timer.seat, createdAt: now },
    });
    return { kind: "reminder", matchId, seat: timer.seat, deadlineAt, late: true };
  }
  if (timer.kind === TimerKind.reminder) {
    const u = await tx.matchClock.updateMany({ where: key, data: { reminded: true, updatedAt: now } });
    if (u.count !== 1) return null;
    return { kind: "reminder", matchId, seat: timer.seat, deadlineAt: clock.deadlineAt, late: false };
  }
  const u = await tx.matchClock.updateMany({ where: key, data: { claimable: true, updatedAt: now } });
  if (u.count !== 1) return null;
  return { kind: "claimable", matchId, seat: timer.seat, deadlineAt: clock.deadlineAt };
}

type Tx = Prisma.TransactionClient;

/**
 * Appends log rows after the last `seq` (safe: the caller holds the compare-and-set on the match row).
 * Returns the seq of the first appended row.
 */
async function appendActions(tx: Tx, matchId: string, actions: NewAction[], now: Date): Promise<number> {
  const last = await tx.matchAction.aggregate({ where: { matchId }, _max: { seq: true } });
  let seq = last._max.seq ?? 0;
  if (actions.length === 0) return seq + 1;
  const first = seq + 1;
  await tx.matchAction.createMany({ data: actions.map((a) => ({ ...a, matchId, seq: ++seq, createdAt: now })) });
  return first;
}

/**
 * Stops every clock, or starts a fresh allowance of `allowanceSeconds` for one seat (the others stop), with its
 * two timers (the start of a match, clock changes and closes; moves use {@link MatchStore.commit}).
 */
async function applyClock(
  tx: Tx,
  matchId: string,
  change: ClockChange,
  now: Date,
  allowanceSeconds: number,
): Promise<void> {
  if (change.kind === "keep") return;
  const stopped = { deadlineAt: null, remindAt: null, reminded: false, claimable: false, updatedAt: now };
  await tx.reminder.deleteMany({ where: { matchId, done: false, kind: { in: CLOCK_KINDS } } });
  if (change.kind === "stop") {
    await tx.matchClock.updateMany({ where: { matchId }, data: stopped });
    return;
  }
  const { deadlineAt, remindAt } = clockTimes(now, allowanceSeconds);
  await tx.matchClock.updateMany({ where: { matchId, seat: { not: change.seat } }, data: stopped });
  await tx.matchClock.update({
    where: { matchId_seat: { matchId, seat: change.seat } },
    data: { ...stopped, allowanceSeconds, deadlineAt, remindAt },
  });
  await tx.reminder.createMany({
    data: [
      { kind: TimerKind.reminder, dueAt: remindAt, matchId, seat: change.seat, createdAt: now },
      { kind: TimerKind.deadline, dueAt: deadlineAt, matchId, seat: change.seat, createdAt: now },
    ],
  });
}

/** Writes an outbox row (issue 19; docs/reliability.md "Outbox") inside a change's transaction: undo, abort. */
async function writeOutbox(tx: Tx, matchId: string, version: number, payloadJson: string, now: Date): Promise<void> {
  await tx.outboxItem.create({ data: { id: randomUUID(), matchId, version, payloadJson, dueAt: now, createdAt: now } });
}
