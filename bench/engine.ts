/**
 * Engine benchmark: complete games per second on one core with a uniform random policy over the real OGN/OGS
 * precons, and the cost of one decision. One decision = `riftbound.legalActions(state, pending.seat)` for the
 * deciding seat + `riftbound.apply` of the action picked from that list; both calls are timed in place during
 * play (the policy's pick between them is not). Several seeded runs, each lasting at least a minimum time and a
 * minimum number of games, after untimed warm-up play; the headline figures are medians over the runs.
 */
import { matchConfig } from "../src/games/riftbound/match-config.js";
import type { RbState } from "../src/games/riftbound/rules/state.js";
import { riftbound } from "../src/games/riftbound/rules/index.js";
import type { RbConfig } from "../src/games/riftbound/rules/setup.js";
import { cards, pairing, preconDecks, UniformPolicy } from "./fixtures.js";
import { median, percentile, round, type SectionResult, timeRow, valueRow } from "./stats.js";

/** Sizes of {@link benchEngine}. */
export interface EngineSizes {
  /** Untimed decisions played before the runs (JIT, caches), over as many games as they take. */
  warmupDecisions: number;
  /** Seeded runs; every headline figure is the median over them. */
  runs: number;
  /** A run plays whole games until it has lasted at least this long (ms) … */
  minRunMs: number;
  /** … and played at least this many games. */
  minGamesPerRun: number;
  /** Safety cap: a game still undecided after this many decisions is stopped and counted as capped. */
  maxDecisions: number;
}

/** Full and quick sizes. */
export const ENGINE_SIZES: Record<"full" | "quick", EngineSizes> = {
  full: { warmupDecisions: 400, runs: 5, minRunMs: 15_000, minGamesPerRun: 5, maxDecisions: 3000 },
  quick: { warmupDecisions: 30, runs: 1, minRunMs: 0, minGamesPerRun: 1, maxDecisions: 1000 },
};

/** The outcome of one game: decisions made, and whether the cap stopped it. */
interface GameSample {
  decisions: number;
  capped: boolean;
}

/** One run's measurements. */
interface RunStats {
  ms: number;
  games: GameSample[];
  /** legalActions + apply per decision, µs. */
  decision: number[];
  apply: number[];
  legal: number[];
}

/** Plays game `seed` with the uniform policy, timing each decision's two engine calls into `into` (µs). */
function playGame(
  config: RbConfig,
  seed: number,
  maxDecisions: number,
  into: { decision: number[]; apply: number[]; legal: number[] } | null,
): GameSample {
  const policy = new UniformPolicy(seed * 31 + 7);
  let s: RbState = riftbound.create(config, seed);
  let n = 0;
  while (s.winner === null && n < maxDecisions) {
    const p = s.pending;
    if (!p) throw new Error(`game ${seed}: no pending decision in an unfinished game`);
    const l0 = performance.now();
    const legal = riftbound.legalActions(s, p.seat);
    const l1 = performance.now();
    const action = policy.pick(legal);
    const a0 = performance.now();
    const r = riftbound.apply(s, p.seat, action);
    const a1 = performance.now();
    if (!r.ok) throw new Error(`game ${seed}: legal action refused: ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    n++;
    if (into) {
      const legalUs = (l1 - l0) * 1000;
      const applyUs = (a1 - a0) * 1000;
      into.legal.push(legalUs);
      into.apply.push(applyUs);
      into.decision.push(legalUs + applyUs);
    }
  }
  return { decisions: n, capped: s.winner === null };
}

/** Runs the engine benchmark. */
export async function benchEngine(sizes: EngineSizes): Promise<SectionResult> {
  const t0 = performance.now();
  const decks = new Map(preconDecks().map((d) => [d.name, d.deck]));
  const configs = new Map<string, RbConfig>();
  /** Pairing `g` of the precons (rotating), config built once per pairing. */
  const configFor = (g: number): RbConfig => {
    const [a, b] = pairing(g);
    const key = `${a}/${b}`;
    let c = configs.get(key);
    if (!c) {
      c = matchConfig([decks.get(a)!, decks.get(b)!], cards());
      configs.set(key, c);
    }
    return c;
  };

  // Warm-up: untimed play (different seeds from the runs) until enough decisions were made.
  let warm = 0;
  for (let g = 0; warm < sizes.warmupDecisions; g++)
    warm += playGame(configFor(g), 900 + g, Math.min(sizes.maxDecisions, sizes.warmupDecisions - warm), null).decisions;

  const runs: RunStats[] = [];
  let game = 0;
  for (let run = 0; run < sizes.runs; run++) {
    const r: RunStats = { ms: 0, games: [], decision: [], apply: [], legal: [] };
    const start = performance.now();
    while (r.games.length < sizes.minGamesPerRun || performance.now() - start < sizes.minRunMs) {
      r.games.push(playGame(configFor(game), 1000 + game, sizes.maxDecisions, r));
      game++;
    }
    r.ms = performance.now() - start;
    runs.push(r);
    process.stderr.write(
      `bench: engine run ${run + 1}/${sizes.runs}: ${r.games.length} games in ${(r.ms / 1000).toFixed(1)} s\n`,
    );
  }

  const finished = (r: RunStats) => r.games.filter((g) => !g.capped);
  const gps = runs.map((r) => (finished(r).length * 1000) / r.ms);
  const overRuns = (f: (r: RunStats) => number) => round(median(runs.map(f)));
  const dpg = runs.map((r) => {
    const f = finished(r);
    return f.length > 0 ? median(f.map((g) => g.decisions)) : sizes.maxDecisions;
  });
  const p50 = (xs: number[]) => percentile(xs, 0.5);
  const p99 = (xs: number[]) => percentile(xs, 0.99);
  const all = {
    decision: runs.flatMap((r) => r.decision),
    apply: runs.flatMap((r) => r.apply),
    legal: runs.flatMap((r) => r.legal),
  };
  const games = runs.reduce((n, r) => n + r.games.length, 0);
  const capped = runs.reduce((n, r) => n + r.games.filter((g) => g.capped).length, 0);
  const summary = {
    gamesPerSecond: round(median(gps)),
    usPerDecision: overRuns((r) => p50(r.decision)),
    usPerDecisionP99: overRuns((r) => p99(r.decision)),
    decisionsPerGame: round(median(dpg)),
    applyUsP50: overRuns((r) => p50(r.apply)),
    applyUsP99: overRuns((r) => p99(r.apply)),
    legalActionsUsP50: overRuns((r) => p50(r.legal)),
    legalActionsUsP99: overRuns((r) => p99(r.legal)),
    legalActionsToApplyRatio: overRuns((r) => p50(r.legal) / p50(r.apply)),
    runs: runs.length,
    games,
    cappedGames: capped,
    maxDecisionsPerGame: sizes.maxDecisions,
    decisions: all.decision.length,
    warmupDecisions: warm,
    gamesPerSecondByRun: gps.map(round),
  };
  // Table rows: median and p99 columns are the medians over the runs of each run's p50 and p99 (like the JSON).
  const overRunsRow = (metric: string, pick: (r: RunStats) => number[], note: string) => ({
    ...timeRow(metric, pick(runs[0]!), note, "µs"),
    median: overRuns((r) => p50(pick(r))),
    p99: overRuns((r) => p99(pick(r))),
    n: runs.reduce((n, r) => n + pick(r).length, 0),
  });
  const runLength =
    sizes.minRunMs > 0
      ? `≥ ${sizes.minRunMs / 1000} s and ≥ ${sizes.minGamesPerRun} games`
      : `${sizes.minGamesPerRun}+ games`;
  return {
    summary,
    tables: [
      {
        name: "engine",
        rows: [
          valueRow(
            "complete games per second (1 core)",
            "games/s",
            summary.gamesPerSecond,
            runs.length,
            `median of ${runs.length} run(s) of ${runLength}; uniform random policy; ${games} games`,
          ),
          valueRow(
            "decisions per game",
            "decisions",
            summary.decisionsPerGame,
            runs.length,
            `median over runs of each run's median (finished games)`,
          ),
          overRunsRow("one decision (legalActions + apply)", (r) => r.decision, "per-run p50/p99, median over runs"),
          overRunsRow("apply (one action)", (r) => r.apply, "timed in place during play"),
          overRunsRow("legalActions (deciding seat)", (r) => r.legal, "what the bot's prompts and auto-pass call"),
          valueRow(
            "legalActions / apply (p50 ratio)",
            "x",
            summary.legalActionsToApplyRatio,
            runs.length,
            "target ≤ 3",
          ),
        ],
        wallMs: performance.now() - t0,
        info: { samples: all.decision.length },
      },
    ],
    notes: [
      `uniform over legalActions minus concede, seeded; precon pairings rotating over ${configs.size} pairing(s)`,
      `${warm} untimed warm-up decisions first`,
      capped > 0
        ? `WARNING: ${capped} of ${games} game(s) hit the cap of ${sizes.maxDecisions} decisions (not counted as games)`
        : `no game hit the cap of ${sizes.maxDecisions} decisions`,
    ],
  };
}
