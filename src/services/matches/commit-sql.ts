import { z } from "zod";
import type { Prisma } from "../../generated/sqlite/client.js";
import { TimerKind } from "./clocks.js";

/**
 * The hand-written SQL of {@link MatchStore.commit} (docs/matches.md "One write = one round trip"): the
 * compare-and-set on the match row, the log rows, the clocks and the clock timers of one write, as ONE
 * statement on PostgreSQL (a data-modifying CTE: atomic on its own, one round trip, one WAL flush) and as one
 * `$transaction([...])` batch of at most five statements on SQLite (which has no data-modifying CTEs).
 *
 * Both compute the new deadline in SQL from the running seat's `match_clocks.allowance_seconds` (kept equal to
 * `clockHours * 3600` by `start` and `setClockHours`), so a write never reads or parses `Match.configJson`, and
 * reads the allowance under the write's own lock (an allowance changed by a concurrent `setClock` is never
 * overwritten by an older one).
 *
 * Outcomes: PostgreSQL returns `updated` = 0 when the compare-and-set lost (nothing written: every other part
 * of the statement hangs off the updated row). SQLite has no conditional statements in a batch, so a lost
 * compare-and-set makes the first statement fail on purpose (`status` set to NULL, a NOT NULL violation), which
 * rolls the batch back. A reused interaction id fails the log insert on the unique index in both.
 *
 * With `outbox`, the change's outbox row (what Discord is owed) is written by the same statement on PostgreSQL
 * (one more CTE) and by one more statement of the same batch on SQLite: it exists exactly when the change does.
 */

/** What a commit writes, as SQL parameters. */
export interface CommitParams {
  matchId: string;
  expectedVersion: number;
  newVersion: number;
  snapshot: string;
  now: Date;
  /** New status when the match ends, else null (unchanged). */
  status: string | null;
  /** Whether `resultJson` is written (ending or multi-game progress) and its value. */
  setResult: boolean;
  resultJson: string | null;
  /** Whether `winnerSeat` is written (ending) and its value. */
  setWinner: boolean;
  winnerSeat: number | null;
  /** The log rows, in order, as a JSON array of {@link ActionParam}. */
  actionsJson: string;
  /** `keep`: clocks untouched; `stop`: all stopped; `run`: `runSeat` gets a fresh allowance, the others stop. */
  clock: "keep" | "stop" | "run";
  runSeat: number | null;
  /** Ids of the two timer rows a `run` creates (reminder, deadline). */
  timerIds: [string, string];
  /** The outbox row of this change (what Discord is owed, docs/reliability.md "Outbox"), or null for none. */
  outbox: { id: string; payloadJson: string } | null;
}

/** One log row inside {@link CommitParams.actionsJson}; `i` is its 1-based offset after the current last seq. */
export interface ActionParam {
  i: number;
  seat: number;
  action_json: string;
  resulting_version: number;
  interaction_id: string | null;
  auto: boolean;
}

/** The row the PostgreSQL statement returns. */
export interface PgCommitRow {
  updated: number;
  first_seq: number | null;
}

const CLOCK_KINDS_SQL = `('${TimerKind.reminder}', '${TimerKind.deadline}')`;

/** The PostgreSQL statement and its parameters (one statement: PostgreSQL runs it as one transaction). */
export function pgCommit(p: CommitParams): { sql: string; values: unknown[] } {
  const clocks =
    p.clock === "keep"
      ? ""
      : `,
del AS (
  DELETE FROM reminders
  WHERE match_id IN (SELECT id FROM m) AND done = false AND kind IN ${CLOCK_KINDS_SQL}
),
clk AS (
  UPDATE match_clocks AS c SET
    deadline_at = CASE WHEN c.seat = $12::int THEN $4::timestamp(3) + c.allowance_seconds * interval '1 second' END,
    remind_at = CASE WHEN c.seat = $12::int
      THEN $4::timestamp(3) + (c.allowance_seconds - c.allowance_seconds / 4) * interval '1 second' END,
    reminded = false,
    claimable = false,
    updated_at = $4::timestamp(3)
  WHERE c.match_id IN (SELECT id FROM m)
  RETURNING c.match_id, c.seat, c.deadline_at, c.remind_at
),
rem AS (
  INSERT INTO reminders (id, kind, due_at, match_id, seat, done, created_at)
  SELECT t.id, t.kind, CASE WHEN t.kind = '${TimerKind.reminder}' THEN clk.remind_at ELSE clk.deadline_at END,
         clk.match_id, clk.seat, false, $4::timestamp(3)
  FROM clk CROSS JOIN (VALUES ($13::text, '${TimerKind.reminder}'), ($14::text, '${TimerKind.deadline}')) AS t(id, kind)
  WHERE clk.seat = $12::int
)`;
  const values: unknown[] = [
    p.matchId,
    p.expectedVersion,
    p.newVersion,
    p.now,
    p.snapshot,
    p.status,
    p.setResult,
    p.resultJson,
    p.setWinner,
    p.winnerSeat,
    p.actionsJson,
  ];
  if (p.clock !== "keep") values.push(p.runSeat, p.timerIds[0], p.timerIds[1]);
  let outbox = "";
  if (p.outbox) {
    // Rides in the same statement: written exactly when the compare-and-set wins (it hangs off `m`).
    values.push(p.outbox.id, p.outbox.payloadJson);
    const [id, payload] = [values.length - 1, values.length];
    outbox = `,
ob AS (
  INSERT INTO outbox (id, match_id, version, payload_json, done, due_at, attempts, created_at)
  SELECT $${id}::text, m.id, $3::int, $${payload}::text, false, $4::timestamp(3), 0, $4::timestamp(3) FROM m
)`;
  }
  const sql = `WITH m AS (
  UPDATE matches SET
    state_version = $3::int,
    snapshot = $5::text,
    updated_at = $4::timestamp(3),
    status = COALESCE($6::text, status),
    result_json = CASE WHEN $7::boolean THEN $8::text ELSE result_json END,
    winner_seat = CASE WHEN $9::boolean THEN $10::int ELSE winner_seat END
  WHERE id = $1::text AND state_version = $2::int AND status = 'active'
  RETURNING id
),
base AS (SELECT COALESCE(MAX(seq), 0) AS seq FROM match_actions WHERE match_id = $1::text),
ins AS (
  INSERT INTO match_actions (match_id, seq, seat, action_json, resulting_version, interaction_id, auto, created_at)
  SELECT m.id, base.seq + a.i, a.seat, a.action_json, a.resulting_version, a.interaction_id, a.auto, $4::timestamp(3)
  FROM m CROSS JOIN base
  CROSS JOIN jsonb_to_recordset($11::jsonb)
    AS a(i int, seat int, action_json text, resulting_version int, interaction_id text, auto boolean)
  RETURNING seq
)${clocks}${outbox}
SELECT (SELECT COUNT(*) FROM m)::int AS updated, (SELECT MIN(seq) FROM ins)::int AS first_seq`;
  return { sql, values };
}

/** A raw statement runner: `$executeRawUnsafe` or `$queryRawUnsafe` of the client. */
type Raw = (sql: string, ...values: unknown[]) => Prisma.PrismaPromise<unknown>;

/** Time expression: `now` plus `seconds` (an SQL expression), in the adapter's ISO format (…+00:00). */
function sqliteTimePlus(seconds: string): string {
  return `strftime('%Y-%m-%dT%H:%M:%f+00:00', ?, '+' || (${seconds}) || ' seconds')`;
}

/**
 * The SQLite batch (run it with `$transaction`): index 1 is the log insert, whose RETURNING rows give the first seq;
 * then the outbox row (when any) and the clock statements.
 */
export function sqliteCommit(p: CommitParams, exec: Raw, query: Raw): Prisma.PrismaPromise<unknown>[] {
  const out: Prisma.PrismaPromise<unknown>[] = [
    // A lost compare-and-set sets status to NULL: NOT NULL violation, the batch rolls back (see the module doc).
    exec(
      `UPDATE matches SET
        state_version = ?,
        snapshot = ?,
        updated_at = ?,
        result_json = CASE WHEN ? THEN ? ELSE result_json END,
        winner_seat = CASE WHEN ? THEN ? ELSE winner_seat END,
        status = CASE WHEN state_version = ? AND status = 'active' THEN COALESCE(?, status) ELSE NULL END
      WHERE id = ?`,
      p.newVersion,
      p.snapshot,
      p.now,
      p.setResult,
      p.resultJson,
      p.setWinner,
      p.winnerSeat,
      p.expectedVersion,
      p.status,
      p.matchId,
    ),
    query(
      `INSERT INTO match_actions (match_id, seq, seat, action_json, resulting_version, interaction_id, auto, created_at)
      SELECT ?, base.seq + json_extract(a.value, '$.i'), json_extract(a.value, '$.seat'),
             json_extract(a.value, '$.action_json'), json_extract(a.value, '$.resulting_version'),
             json_extract(a.value, '$.interaction_id'), json_extract(a.value, '$.auto'), ?
      FROM (SELECT COALESCE(MAX(seq), 0) AS seq FROM match_actions WHERE match_id = ?) AS base, json_each(?) AS a
      ORDER BY a.key
      RETURNING seq`,
      p.matchId,
      p.now,
      p.matchId,
      p.actionsJson,
    ),
  ];
  if (p.outbox)
    out.push(
      exec(
        `INSERT INTO outbox (id, match_id, version, payload_json, done, due_at, attempts, created_at)
        VALUES (?, ?, ?, ?, FALSE, ?, 0, ?)`,
        p.outbox.id,
        p.matchId,
        p.newVersion,
        p.outbox.payloadJson,
        p.now,
        p.now,
      ),
    );
  if (p.clock === "keep") return out;
  out.push(
    exec(`DELETE FROM reminders WHERE match_id = ? AND done = FALSE AND kind IN ${CLOCK_KINDS_SQL}`, p.matchId),
    exec(
      `UPDATE match_clocks SET
        deadline_at = CASE WHEN seat = ? THEN ${sqliteTimePlus("allowance_seconds")} END,
        remind_at = CASE WHEN seat = ? THEN ${sqliteTimePlus("allowance_seconds - allowance_seconds / 4")} END,
        reminded = FALSE,
        claimable = FALSE,
        updated_at = ?
      WHERE match_id = ?`,
      p.runSeat,
      p.now,
      p.runSeat,
      p.now,
      p.now,
      p.matchId,
    ),
  );
  if (p.clock === "run")
    out.push(
      exec(
        `INSERT INTO reminders (id, kind, due_at, match_id, seat, done, created_at)
        SELECT ?, '${TimerKind.reminder}', remind_at, match_id, seat, FALSE, ? FROM match_clocks WHERE match_id = ? AND seat = ?
        UNION ALL
        SELECT ?, '${TimerKind.deadline}', deadline_at, match_id, seat, FALSE, ? FROM match_clocks WHERE match_id = ? AND seat = ?`,
        p.timerIds[0],
        p.now,
        p.matchId,
        p.runSeat,
        p.timerIds[1],
        p.now,
        p.matchId,
        p.runSeat,
      ),
    );
  return out;
}

/**
 * The one query a write starts with (docs/matches.md): the match columns a move needs (not `configJson`, the
 * largest after the snapshot, nor the frozen decks), its seats with the players' stop settings and its clocks
 * as JSON arrays, and the log position of `interactionId` if it was already applied (idempotency), instead of
 * Prisma's four queries for the `include` plus the interaction lookup. Rows parse with {@link WriteReadSchema}.
 */
export function writeRead(
  provider: "sqlite" | "postgresql",
  matchId: string,
  interactionId: string | null,
): { sql: string; values: unknown[] } {
  if (provider === "postgresql")
    return {
      sql: `SELECT m.id, m.game, m.status, m.state_version, m.snapshot, m.result_json, m.winner_seat,
  (SELECT COALESCE(json_agg(json_build_object('seat', s.seat, 'playerId', s.player_id,
     'stopSettings', p.stop_settings) ORDER BY s.seat), '[]'::json)
   FROM match_seats s JOIN players p ON p.id = s.player_id WHERE s.match_id = m.id)::text AS seats,
  (SELECT COALESCE(json_agg(json_build_object('seat', c.seat, 'deadlineAt', c.deadline_at,
     'reminded', c.reminded, 'claimable', c.claimable) ORDER BY c.seat), '[]'::json)
   FROM match_clocks c WHERE c.match_id = m.id)::text AS clocks,
  (SELECT a.seq FROM match_actions a WHERE a.match_id = m.id AND a.interaction_id = $2::text) AS recorded_seq
FROM matches m WHERE m.id = $1::text`,
      values: [matchId, interactionId],
    };
  // SQLite binds `?` in text order: the interaction id comes first.
  return {
    sql: `SELECT m.id, m.game, m.status, m.state_version, m.snapshot, m.result_json, m.winner_seat,
  (SELECT json_group_array(json_object('seat', s.seat, 'playerId', s.player_id,
     'stopSettings', p.stop_settings) ORDER BY s.seat)
   FROM match_seats s JOIN players p ON p.id = s.player_id WHERE s.match_id = m.id) AS seats,
  (SELECT json_group_array(json_object('seat', c.seat, 'deadlineAt', c.deadline_at,
     'reminded', c.reminded, 'claimable', c.claimable) ORDER BY c.seat)
   FROM match_clocks c WHERE c.match_id = m.id) AS clocks,
  (SELECT a.seq FROM match_actions a WHERE a.match_id = m.id AND a.interaction_id = ?) AS recorded_seq
FROM matches m WHERE m.id = ?`,
    values: [interactionId, matchId],
  };
}

/** Integers come back as numbers (PostgreSQL) or bigints (SQLite through better-sqlite3's safe integers). */
const Int = z.union([z.number().int(), z.bigint()]).transform(Number);
/** Booleans inside the JSON arrays: true/false (PostgreSQL) or 1/0 (SQLite). */
const Bool = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);
/** Timestamps inside the JSON arrays: `…+00:00` (SQLite, as the adapter writes them) or zone-less UTC (PostgreSQL). */
const Time = z
  .string()
  .transform((s) => new Date(/(Z|[+-]\d\d:\d\d)$/.test(s) ? s : `${s}Z`))
  .refine((d) => !Number.isNaN(d.getTime()), "bad timestamp");
const JsonArray = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(z.array(item));

/** A row of {@link writeRead}, validated and mapped to the service's shapes (seats and clocks by seat). */
export const WriteReadSchema = z
  .object({
    id: z.string(),
    game: z.string(),
    status: z.string(),
    state_version: Int,
    snapshot: z.string().nullable(),
    result_json: z.string().nullable(),
    winner_seat: Int.nullable(),
    seats: JsonArray(z.object({ seat: Int, playerId: z.string(), stopSettings: z.string() })),
    clocks: JsonArray(z.object({ seat: Int, deadlineAt: Time.nullable(), reminded: Bool, claimable: Bool })),
    recorded_seq: Int.nullable(),
  })
  .transform((r) => ({
    row: {
      id: r.id,
      game: r.game,
      status: r.status,
      stateVersion: r.state_version,
      snapshot: r.snapshot,
      resultJson: r.result_json,
      winnerSeat: r.winner_seat,
      seats: r.seats
        .map((s) => ({ seat: s.seat, playerId: s.playerId, player: { stopSettings: s.stopSettings } }))
        .sort((a, b) => a.seat - b.seat),
      clocks: [...r.clocks].sort((a, b) => a.seat - b.seat),
    },
    recordedSeq: r.recorded_seq,
  }));
