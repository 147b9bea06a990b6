/**
 * Persistence benchmark: one action applied through `MatchService.submit` (read the row, apply with the pure
 * engine, auto-passes, one compare-and-set transaction with the log row, clocks and timers), on SQLite and on
 * PostgreSQL; and `MatchService.load` of a match whose log has 1,000 rows.
 */
import type { DbHandle } from "../src/db/client.js";
import type { MatchService } from "../src/services/matches/index.js";
import { benchService, pairing, RandomPolicy, startMatch, type TempDb } from "./fixtures.js";
import { type BenchSection, timeRow } from "./stats.js";

/** Sizes of {@link benchPersistence}. */
export interface PersistenceSizes {
  /** Timed submits (after {@link PersistenceSizes.warmup} untimed ones). */
  submits: number;
  warmup: number;
  /** Timed loads per log length. */
  loads: number;
  /** Log rows of the match that is loaded (1,000 in a full run). */
  logRows: number;
}

/** Plays `count` random legal actions through the service, starting new matches as games end; returns ms each. */
async function playThroughService(
  service: MatchService,
  state: { matchId: string; games: number },
  policy: RandomPolicy,
  count: number,
  tag: string,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    let m = await service.load(state.matchId);
    if (!m.ok) throw new Error(m.error.message);
    if (m.match.status !== "active") {
      state.games++;
      state.matchId = await startMatch(service, pairing(state.games));
      m = await service.load(state.matchId);
      if (!m.ok) throw new Error(m.error.message);
    }
    const p = m.pending;
    if (!p) throw new Error("active match without a pending decision");
    const action = policy.pick(m.legalActions(p.seat) as { type: string }[]);
    const t0 = performance.now();
    const r = await service.submit({
      matchId: state.matchId,
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

/** Appends copies of the match's own log rows until it has `rows` rows (see docs/performance.md). */
async function padLog(handle: DbHandle, matchId: string, rows: number): Promise<number> {
  const real = await handle.prisma.matchAction.findMany({ where: { matchId }, orderBy: { seq: "asc" } });
  if (real.length === 0) throw new Error("nothing to pad from");
  const last = real[real.length - 1]!;
  const extra = [];
  for (let seq = real.length + 1; seq <= rows; seq++) {
    const src = real[(seq - 1) % real.length]!;
    extra.push({
      matchId,
      seq,
      seat: src.seat,
      actionJson: src.actionJson,
      resultingVersion: last.resultingVersion + (seq - real.length),
      interactionId: null,
      auto: src.auto,
    });
  }
  for (let i = 0; i < extra.length; i += 500)
    await handle.prisma.matchAction.createMany({ data: extra.slice(i, i + 500) });
  return real.length;
}

/** Times `n` loads of one match. */
async function timeLoads(service: MatchService, matchId: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n + 3; i++) {
    const t0 = performance.now();
    const m = await service.load(matchId);
    const ms = performance.now() - t0;
    if (!m.ok) throw new Error(m.error.message);
    if (i >= 3) out.push(ms);
  }
  return out;
}

/** Runs the persistence benchmark on one provider's throw-away database. */
export async function benchPersistence(
  name: string,
  open: () => Promise<TempDb>,
  sizes: PersistenceSizes,
): Promise<BenchSection> {
  const t0 = performance.now();
  const db = await open();
  try {
    const service = benchService(db.handle);
    const policy = new RandomPolicy(42);
    const state = { matchId: await startMatch(service, pairing(0)), games: 0 };
    await playThroughService(service, state, policy, sizes.warmup, "warm");
    const submits = await playThroughService(service, state, policy, sizes.submits, "bench");

    // The match being played now is the one loaded, before and after its log is padded.
    const cur = await service.load(state.matchId);
    if (!cur.ok || cur.match.status !== "active") {
      state.games++;
      state.matchId = await startMatch(service, pairing(state.games));
      await playThroughService(service, state, policy, 20, "fill");
    }
    const before = await timeLoads(service, state.matchId, sizes.loads);
    const realRows = await padLog(db.handle, state.matchId, sizes.logRows);
    const after = await timeLoads(service, state.matchId, sizes.loads);
    return {
      name: `persistence (${name})`,
      rows: [
        timeRow(
          "submit one action (with the DB write)",
          submits,
          `random legal actions, ${state.games + 1} match(es); includes auto-passes`,
        ),
        timeRow(`load a match (${realRows}-row log)`, before, "active match, real log"),
        timeRow(
          `load a match (${sizes.logRows}-row log)`,
          after,
          `same match, log padded with copies of its ${realRows} real rows`,
        ),
      ],
      wallMs: performance.now() - t0,
    };
  } finally {
    await db.cleanup();
  }
}
