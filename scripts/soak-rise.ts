/**
 * `npm run soak -- --game rise [--games N] [--from I] [--json]` (scripts/soak.ts hands `--game rise` here): seeded
 * random Rise games between the sample set's decks (src/games/rise/sim.ts): seed n plays the pairing n mod P of the
 * P pairs of different sample decks (first deck's commander as P1). Every game must end (a winner, or
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
  const set = sampleSet();
  const n = set.decks?.length ?? 0;
  const pairs: { name: string; config: ReturnType<typeof sampleConfig> }[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      pairs.push({ name: `${set.decks![a]!.name} v ${set.decks![b]!.name}`, config: sampleConfig(set, a, b) });
  const perPair = pairs.map(() => ({ wins: [0, 0], draws: 0, failures: 0 }));
  const figures = {
    games: 0,
    wins: [0, 0],
    draws: 0,
    failures: [] as { seed: number; problems: string[] }[],
    actions: 0,
  };
  for (let seed = from; seed < from + games; seed++) {
    const pair = seed % pairs.length;
    const g = simulate(pairs[pair]!.config, seed);
    const tally = perPair[pair]!;
    figures.games++;
    figures.actions += g.actions;
    const problems = [...g.problems, ...(g.state.over ? [] : [`not over after ${g.actions} actions`])];
    if (problems.length) {
      figures.failures.push({ seed, problems });
      tally.failures++;
    } else if (g.state.winner === null) {
      figures.draws++;
      tally.draws++;
    } else {
      figures.wins[g.state.winner]!++;
      tally.wins[g.state.winner]!++;
    }
    if (seed % 100 === 99) console.error(`… ${figures.games} games`);
  }
  if (values.json)
    console.log(JSON.stringify({ ...figures, pairs: pairs.map((p, i) => ({ name: p.name, ...perPair[i] })) }));
  else {
    console.log(`Rise soak: games ${from}..${from + games - 1}, ${pairs.length} pairings of the sample decks`);
    console.log(`  wins P1/P2: ${figures.wins.join("/")}, draws (102.1a): ${figures.draws}`);
    pairs.forEach((p, i) => {
      const t = perPair[i]!;
      console.log(`  ${p.name}: wins ${t.wins.join("/")}, draws ${t.draws}, failures ${t.failures}`);
    });
    console.log(`  actions per game: ${(figures.actions / figures.games).toFixed(1)}`);
    for (const f of figures.failures) console.log(`  FAIL seed ${f.seed}: ${f.problems.slice(0, 3).join("; ")}`);
  }
  return figures.failures.length === 0 ? 0 : 1;
}
