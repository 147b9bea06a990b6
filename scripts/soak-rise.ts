/**
 * `npm run soak -- --game rise [--games N] [--from I] [--json]` (scripts/soak.ts hands `--game rise` here): seeded
 * random Rise games between the sample set's two decks (src/games/rise/sim.ts). Every game must end (a winner, or
 * the draw of 002 102.1a when both commanders fall at once) with no engine error, no broken invariant and no
 * private card in another seat's or the public view. Exit 0 when all games pass, 1 otherwise, 2 on a usage error.
 */
import { parseArgs } from "node:util";
import { sampleSet } from "../src/games/rise/data/sample.js";
import { sampleConfig, simulate } from "../src/games/rise/sim.js";

/** Runs the Rise soak with the command-line arguments `argv`; returns the exit code. */
export function soakRise(argv: readonly string[]): number {
  let values: { games?: string; from?: string; json?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        game: { type: "string" },
        games: { type: "string" },
        from: { type: "string" },
        json: { type: "boolean" },
      },
    }).values;
  } catch (e) {
    console.error(`${(e as Error).message}\nusage: npm run soak -- --game rise [--games N] [--from I] [--json]`);
    return 2;
  }
  const games = Number(values.games ?? 100);
  const from = Number(values.from ?? 0);
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(from) || from < 0) {
    console.error("--games needs a whole number >= 1 and --from one >= 0");
    return 2;
  }
  const config = sampleConfig(sampleSet());
  const figures = {
    games: 0,
    wins: [0, 0],
    draws: 0,
    failures: [] as { seed: number; problems: string[] }[],
    actions: 0,
  };
  for (let seed = from; seed < from + games; seed++) {
    const g = simulate(config, seed);
    figures.games++;
    figures.actions += g.actions;
    const problems = [...g.problems, ...(g.state.over ? [] : [`not over after ${g.actions} actions`])];
    if (problems.length) figures.failures.push({ seed, problems });
    else if (g.state.winner === null) figures.draws++;
    else figures.wins[g.state.winner]!++;
    if (seed % 100 === 99) console.error(`… ${figures.games} games`);
  }
  if (values.json) console.log(JSON.stringify(figures));
  else {
    console.log(`Rise soak: games ${from}..${from + games - 1}, sample decks (Council vs Free Front)`);
    console.log(`  wins P1/P2: ${figures.wins.join("/")}, draws (102.1a): ${figures.draws}`);
    console.log(`  actions per game: ${(figures.actions / figures.games).toFixed(1)}`);
    for (const f of figures.failures) console.log(`  FAIL seed ${f.seed}: ${f.problems.slice(0, 3).join("; ")}`);
  }
  return figures.failures.length === 0 ? 0 : 1;
}
