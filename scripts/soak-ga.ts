/**
 * Grand Archive soak (docs/grand-archive.md "Soak").
 *
 * Usage: `npm run soak -- --game grand-archive [--games N] [--seed S] [--no-privacy]` (or `tsx scripts/soak-ga.ts`).
 * Plays N seeded random games (default 40, seeds S .. S+N-1, default 1) spread over every ordered pairing of the
 * starters the soak uses (`soakDecks`), checking invariants and (unless `--no-privacy`) every view after every action.
 * Prints each failure with its pairing and seed, then the figures (games, winners, actions, games per wall and
 * per CPU second: the CPU figure is the one to compare on a shared machine).
 * Exit 0 when every game ended with a winner or a draw the rules give (both champions died at once, CR General
 * Rules - Ending the Game 6) and no problem, 1 otherwise, 2 on a usage error. Draws are counted and printed apart.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseDeckText } from "../src/games/grand-archive/decks.js";
import { soakDecks, soakGame } from "../src/games/grand-archive/soak.js";

const USAGE = "usage: npm run soak -- --game grand-archive [--games N] [--seed S] [--no-privacy]";

/** Runs the Grand Archive soak with command-line `argv` (without `--game grand-archive`); returns the exit code. */
export function gaSoakMain(argv: string[]): number {
  let games: number;
  let seed: number;
  let privacy: boolean;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        games: { type: "string" },
        seed: { type: "string" },
        "no-privacy": { type: "boolean", default: false },
      },
    });
    const int = (name: string, v: string | undefined, d: number) => {
      if (v === undefined) return d;
      if (!/^\d+$/.test(v) || Number(v) < 1) throw new Error(`--${name} needs a whole number >= 1, got "${v}"`);
      return Number(v);
    };
    games = int("games", values.games, 40);
    seed = int("seed", values.seed, 1);
    privacy = !values["no-privacy"];
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    console.error(USAGE);
    return 2;
  }
  const dir = resolve(import.meta.dirname, "../data/grand-archive/decks");
  const decks = soakDecks((file) => {
    const d = parseDeckText(readFileSync(resolve(dir, file), "utf8"));
    if (!d.ok) throw new Error(`${file}: ${d.problems.map((p) => p.message).join("; ")}`);
    return d.deck;
  });
  const pairs = decks.flatMap((a) => decks.map((b) => [a, b] as const));
  console.error(`Grand Archive soak: ${decks.map((d) => d.name).join(", ")}; ${pairs.length} pairings`);
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  let winners = 0;
  let draws = 0;
  let actions = 0;
  let failed = 0;
  for (let i = 0; i < games; i++) {
    const [a, b] = pairs[i % pairs.length]!;
    const g = soakGame({ decks: [a.deck, b.deck] }, seed + i, privacy);
    actions += g.actions;
    if (g.problem === null && g.winner !== null) winners++;
    else if (g.problem === null && g.draw) {
      draws++;
      console.error(`game ${i} (${a.name} vs ${b.name}, seed ${seed + i}): a draw (both champions died at once)`);
    } else {
      failed++;
      console.error(`game ${i} (${a.name} vs ${b.name}, seed ${seed + i}): ${g.problem}`);
    }
  }
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  console.log(`Grand Archive soak seed ${seed}, ${games} games${privacy ? "" : " (privacy checks off)"}`);
  console.log(`  winners: ${winners}, draws: ${draws}, failed: ${failed}`);
  console.log(`  actions: ${actions} total, ${Math.round(actions / games)}/game`);
  console.log(`  wall time: ${wall.toFixed(1)} s, ${(games / wall).toFixed(2)} games/s`);
  console.log(`  CPU time: ${cpu.toFixed(1)} s, ${(games / cpu).toFixed(2)} games per CPU second`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = gaSoakMain(process.argv.slice(2));
