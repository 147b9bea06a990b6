/**
 * Persistence benchmark, on SQLite and (when DATABASE_URL is postgresql://) PostgreSQL, each in a throw-away
 * database: one action applied through `MatchService.submit` (read the row, apply with the pure engine,
 * auto-passes, one compare-and-set transaction with the log row, clocks and timers); `MatchService.load` (the match
 * row with its snapshot: no replay); and the recovery check of one match (`verifyMatch`, as `MatchService.verify`
 * runs it per match: read the row and the whole log, replay the log from config + seed, compare with the snapshot)
 * on the longest log played. Durability settings are read back and reported: PostgreSQL's `synchronous_commit` is
 * forced on for the benchmark's database, and a server running with `fsync=off` is flagged loudly.
 */
import { riftboundAdapter } from "../src/games/riftbound/host.js";
import { type MatchService, MatchStore, verifyMatch } from "../src/services/matches/index.js";
import {
  benchService,
  cards,
  pairing,
  startMatch,
  type TempDb,
  tempPostgres,
  tempSqlite,
  UniformPolicy,
} from "./fixtures.js";
import { type BenchSection, type JsonValue, percentile, round, type SectionResult, timeRow } from "./stats.js";

/** Sizes of {@link benchPersistence}. */
export interface PersistenceSizes {
  /** Timed submits (after {@link PersistenceSizes.warmup} untimed ones). */
  submits: number;
  warmup: number;
  /** Timed loads of the active match (after 3 untimed ones). */
  loads: number;
  /** Timed replays of the longest log (after 1 untimed one). */
  verifies: number;
  /** Play on, untimed, until at least one match finished, so the replayed log is a whole game. */
  finishGame: boolean;
}

/** Full and quick sizes. */
export const PERSISTENCE_SIZES: Record<"full" | "quick", PersistenceSizes> = {
  full: { submits: 400, warmup: 20, loads: 100, verifies: 20, finishGame: true },
  quick: { submits: 15, warmup: 3, loads: 5, verifies: 2, finishGame: false },
};

/** Safety cap on untimed submits when playing a game to its end. */
const FINISH_CAP = 3000;

/** The matches played so far: the current one and every id started. */
interface Play {
  matchId: string;
  ids: string[];
  finished: number;
}

/** Plays `count` uniform random legal actions through the service, starting new matches as games end; ms each. */
async function playThroughService(
  service: MatchService,
  play: Play,
  policy: UniformPolicy,
  count: number,
  tag: string,
  until?: () => boolean,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count && !until?.(); i++) {
    let m = await service.load(play.matchId);
    if (!m.ok) throw new Error(m.error.message);
    if (m.match.status !== "active") {
      play.finished++;
      if (until?.()) break;
      play.matchId = await startMatch(service, pairing(play.ids.length));
      play.ids.push(play.matchId);
      m = await service.load(play.matchId);
      if (!m.ok) throw new Error(m.error.message);
    }
    const p = m.pending;
    if (!p) throw new Error("active match without a pending decision");
    const action = policy.pick(m.legalActions(p.seat) as { type: string }[]);
    const t0 = performance.now();
    const r = await service.submit({
      matchId: play.matchId,
      userId: m.match.seats[p.seat]!.playerId,
      action,
      interactionId: `${tag}-${i}`,
      seat: p.seat,
      expectedVersion: m.match.stateVersion,
    });
    out.push(performance.now() - t0);
    if (!r.ok) throw new Error(`submit refused: ${r.error.code} ${r.error.message}`);
  }
  return out;
}

/** Runs `fn` `warmup` times untimed, then `n` times timed; ms each. */
async function repeat(n: number, warmup: number, fn: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= warmup) out.push(performance.now() - t0);
  }
  return out;
}

/** One row of a raw query, whatever the adapter returns. */
async function firstRow(db: TempDb, sql: string): Promise<Record<string, unknown>> {
  const rows = (await db.handle.prisma.$queryRawUnsafe(sql)) as Record<string, unknown>[];
  return rows[0] ?? {};
}

/** SQLite `PRAGMA synchronous` values by number. */
const SQLITE_SYNC = ["OFF", "NORMAL", "FULL", "EXTRA"];

/** The durability settings in force for `db`'s connection(s), notes, and a one-line summary for the submit row. */
async function durability(
  provider: "sqlite" | "postgresql",
  db: TempDb,
): Promise<{ settings: Record<string, string>; notes: string[]; short: string; flushedPerCommit: boolean }> {
  if (provider === "sqlite") {
    const journal = String(Object.values(await firstRow(db, "PRAGMA journal_mode"))[0] ?? "?");
    const syncRaw = Object.values(await firstRow(db, "PRAGMA synchronous"))[0];
    const sync = SQLITE_SYNC[Number(syncRaw)] ?? String(syncRaw);
    // WAL + NORMAL syncs the WAL at checkpoints only; FULL/EXTRA (or NORMAL with a rollback journal) at each commit.
    const flushedPerCommit = sync === "FULL" || sync === "EXTRA" || (journal !== "wal" && sync === "NORMAL");
    return {
      settings: { journal_mode: journal, synchronous: sync },
      flushedPerCommit,
      short: `journal_mode=${journal}, synchronous=${sync}`,
      notes: [
        `sqlite: journal_mode=${journal}, synchronous=${sync}, as src/db/client.ts opens it` +
          (flushedPerCommit
            ? " (every commit is flushed)"
            : " (WAL with NORMAL syncs at checkpoints, not at every commit: safe from corruption, " +
              "but the last commits may be lost on power failure)"),
      ],
    };
  }
  const show = async (name: string) => String(Object.values(await firstRow(db, `SHOW ${name}`))[0] ?? "?");
  const settings: Record<string, string> = {};
  for (const k of ["fsync", "synchronous_commit", "full_page_writes", "wal_sync_method"]) settings[k] = await show(k);
  const notes = [
    `postgresql: fsync=${settings.fsync}, synchronous_commit=${settings.synchronous_commit} (set on for the ` +
      `benchmark's database), full_page_writes=${settings.full_page_writes}, wal_sync_method=${settings.wal_sync_method}`,
  ];
  const flushedPerCommit = settings.fsync === "on" && settings.synchronous_commit === "on";
  if (settings.fsync !== "on")
    notes.push(
      "WARNING: this PostgreSQL server runs with fsync=off (server-wide): commits never wait for the disk, so the " +
        "postgresql figures are flattered. For durable figures restart it with fsync on: " +
        "`npm run pg:stop && PGTEST_FSYNC=on npm run pg:start` (scripts/pg-test-server.sh)",
    );
  if (settings.synchronous_commit !== "on")
    notes.push(`WARNING: synchronous_commit is ${settings.synchronous_commit}, not on, despite ALTER DATABASE`);
  return {
    settings,
    notes,
    flushedPerCommit,
    short: flushedPerCommit
      ? "fsync=on, synchronous_commit=on"
      : `NOT durable: fsync=${settings.fsync}, synchronous_commit=${settings.synchronous_commit}`,
  };
}

/** Measures one provider; returns its row group, summary and notes. */
async function measure(
  provider: "sqlite" | "postgresql",
  open: () => Promise<TempDb>,
  sizes: PersistenceSizes,
): Promise<{ table: BenchSection; summary: Record<string, JsonValue>; notes: string[] }> {
  const t0 = performance.now();
  const db = await open();
  try {
    const dur = await durability(provider, db);
    for (const n of dur.notes) if (n.startsWith("WARNING")) process.stderr.write(`bench: persistence: ${n}\n`);
    const service = benchService(db.handle);
    const policy = new UniformPolicy(42);
    const first = await startMatch(service, pairing(0));
    const play: Play = { matchId: first, ids: [first], finished: 0 };
    await playThroughService(service, play, policy, sizes.warmup, "warm");
    const submits = await playThroughService(service, play, policy, sizes.submits, "bench");
    if (sizes.finishGame && play.finished === 0)
      await playThroughService(service, play, policy, FINISH_CAP, "finish", () => play.finished > 0);

    // Load: the newest match (active unless the last game just ended; load reads the row either way).
    const loads = await repeat(sizes.loads, 3, async () => {
      const m = await service.load(play.matchId);
      if (!m.ok) throw new Error(m.error.message);
    });

    // Recovery check of the longest log, exactly as MatchService.verify does it for each match.
    const store = new MatchStore(db.handle.prisma);
    const adapter = riftboundAdapter({ source: cards(), requireSupported: false });
    const lengths = await Promise.all(
      play.ids.map(async (id) => ({ id, rows: await db.handle.prisma.matchAction.count({ where: { matchId: id } }) })),
    );
    const longest = lengths.reduce((a, b) => (b.rows > a.rows ? b : a));
    const longestRow = await store.getMatch(longest.id);
    const verifies = await repeat(sizes.verifies, 1, async () => {
      const row = await store.getMatch(longest.id);
      if (!row) throw new Error(`match ${longest.id} vanished`);
      const v = verifyMatch(adapter, row, await store.getLog(longest.id));
      if (!v.ok) throw new Error(`verify ${longest.id}: ${v.problem}`);
    });

    const p = (xs: number[], q: number) => round(percentile(xs, q));
    return {
      table: {
        name: `persistence (${provider})`,
        rows: [
          timeRow(
            "submit one action (with the DB write)",
            submits,
            `uniform random legal actions, ${play.ids.length} match(es); includes auto-passes; ` + dur.short,
          ),
          timeRow("load a match", loads, "match row + snapshot only, no replay: flat in the log length"),
          timeRow(
            `replay + verify a match (${longest.rows}-row log)`,
            verifies,
            `read row + log, replay from config + seed, compare snapshot (${longestRow?.status ?? "?"} match)`,
          ),
        ],
        wallMs: performance.now() - t0,
        info: { matches: play.ids.length, finished: play.finished, verifyLogRows: longest.rows },
      },
      summary: {
        submitMsP50: p(submits, 0.5),
        submitMsP99: p(submits, 0.99),
        loadMsP50: p(loads, 0.5),
        loadMsP99: p(loads, 0.99),
        verifyMsP50: p(verifies, 0.5),
        verifyMsP99: p(verifies, 0.99),
        verifyLogRows: longest.rows,
        flushedPerCommit: dur.flushedPerCommit,
        settings: dur.settings,
      },
      notes: dur.notes,
    };
  } finally {
    await db.cleanup();
  }
}

/** Runs the persistence benchmark on SQLite, and on PostgreSQL when `pgUrl` is given. */
export async function benchPersistence(sizes: PersistenceSizes, pgUrl: string | undefined): Promise<SectionResult> {
  const sqlite = await measure("sqlite", tempSqlite, sizes);
  const tables = [sqlite.table];
  const notes = [...sqlite.notes];
  const summary: Record<string, JsonValue> = { sqlite: sqlite.summary };
  if (pgUrl) {
    process.stderr.write("bench: persistence on PostgreSQL…\n");
    const pg = await measure("postgresql", () => tempPostgres(pgUrl, { synchronous_commit: "on" }), sizes);
    tables.push(pg.table);
    notes.push(...pg.notes);
    summary.postgresql = pg.summary;
  } else {
    const skipped = "DATABASE_URL is not a postgresql:// URL";
    tables.push({ name: "persistence (postgresql)", rows: [], skipped, wallMs: 0 });
    summary.postgresql = { skipped };
  }
  notes.push("the 1,000-row padded-log load of earlier runs is gone: load reads the snapshot row only, never the log");
  return { summary, tables, notes };
}
