/**
 * Engine benchmark: complete random-legal games per second on one core (this process is single-threaded) with the
 * real OGN/OGS precons, median of several seeded runs; then the time of one `riftbound.apply` and one
 * `legalActions`, measured by replaying the logs of those games (so the policy's own work is not counted).
 */
import { matchConfig } from "../src/games/riftbound/match-config.js";
import { riftbound } from "../src/games/riftbound/rules/index.js";
import type { RbConfig } from "../src/games/riftbound/rules/setup.js";
import { playRandomGame, type RandomGameResult } from "../src/games/riftbound/sim.js";
import { cards, pairing, preconDecks } from "./fixtures.js";
import { type BenchSection, median, timeRow, valueRow } from "./stats.js";

/** Sizes of {@link benchEngine}. */
export interface EngineSizes {
  /** Seeded runs; games per second is their median. */
  runs: number;
  /** Games per run. */
  gamesPerRun: number;
}

/** Runs the engine benchmark. */
export async function benchEngine(sizes: EngineSizes): Promise<BenchSection> {
  const t0 = performance.now();
  const decks = new Map(preconDecks().map((d) => [d.name, d.deck]));
  const configFor = (i: number): RbConfig => {
    const [a, b] = pairing(i);
    return matchConfig([decks.get(a)!, decks.get(b)!], cards());
  };
  const perRun: number[] = [];
  const actions: number[] = [];
  const games: { config: RbConfig; seed: number; result: RandomGameResult }[] = [];
  for (let run = 0; run < sizes.runs; run++) {
    const configs = Array.from({ length: sizes.gamesPerRun }, (_, g) => configFor(run + g));
    const start = performance.now();
    for (let g = 0; g < sizes.gamesPerRun; g++) {
      const seed = 1000 * (run + 1) + g;
      const result = playRandomGame(configs[g]!, seed, seed + 17);
      if (result.state.winner === null) throw new Error(`game ${seed} did not finish in ${result.actions} actions`);
      actions.push(result.actions);
      games.push({ config: configs[g]!, seed, result });
    }
    perRun.push((sizes.gamesPerRun * 1000) / (performance.now() - start));
  }

  // Replay the recorded logs: one sample per apply and per legalActions of the deciding seat.
  const apply: number[] = [];
  const legal: number[] = [];
  for (const { config, seed, result } of games) {
    let s = riftbound.create(config, seed);
    for (const { seat, action } of result.log) {
      const l0 = performance.now();
      riftbound.legalActions(s, seat);
      const a0 = performance.now();
      const r = riftbound.apply(s, seat, action);
      const a1 = performance.now();
      legal.push(a0 - l0);
      apply.push(a1 - a0);
      if (!r.ok) throw new Error(`replay refused ${JSON.stringify(action)}: ${r.error.code}`);
      s = r.state;
    }
  }
  const totalGames = sizes.runs * sizes.gamesPerRun;
  return {
    name: "engine",
    rows: [
      valueRow(
        "random-legal games per second (1 core)",
        "games/s",
        median(perRun),
        sizes.runs,
        `median of ${sizes.runs} seeded run(s) of ${sizes.gamesPerRun} games; ${median(actions)} actions/game (median)`,
      ),
      timeRow("apply (one action)", apply, `${totalGames} games replayed`),
      timeRow("legalActions (deciding seat)", legal, "what the random player and the bot's prompts call"),
    ],
    wallMs: performance.now() - t0,
  };
}
