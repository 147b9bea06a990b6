/**
 * League tools for the command line (docs/leagues.md).
 *
 * Usage: `npm run league -- standings --results <file.json> [--bye-games 1|2] [--seed S]`
 *        `npm run league -- simulate --players N --rounds R --seed S [--top 4|8] [--mode duel|match]`
 *
 * `standings` reads a results file (`{ players, rounds: [{ pairings: [{ a, b?, gamesA, gamesB, draws }], drop }] }`,
 * src/leagues/standings.ts), validates it with zod and prints the standings as a JSON array of
 * `{ rank, player, matchPoints, omw, gw, ogw }` (fractions rounded to 4 places). Exit 0, 1 on a bad file (every
 * problem on stderr), 2 on a usage error.
 *
 * `simulate` runs a whole league on the real match and league services and a temp SQLite database: N players with
 * seeded random legal decks, R Swiss rounds (0 = by player count), an optional top cut, every match played by
 * seeded random legal moves through the engine; prints progress to stderr, then the final standings and the
 * bracket (`--json`: one JSON object). `--max-actions M` leaves a match to the round deadline procedure after M
 * moves. Exit 0 when the league finished, 1 on a failure, 2 on a usage error.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { simulateLeague } from "../src/leagues/simulate.js";
import { standingsFromResults, standingsJson } from "../src/leagues/standings.js";

const USAGE = [
  "usage: npm run league -- standings --results <file.json> [--bye-games 1|2] [--seed S]",
  "       npm run league -- simulate --players N --rounds R --seed S [--top 4|8] [--mode duel|match]",
].join("\n");

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function standings(args: string[]): void {
  let values: { results?: string; "bye-games"?: string; seed?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { results: { type: "string" }, "bye-games": { type: "string" }, seed: { type: "string" } },
    }));
  } catch (e) {
    usage(e instanceof Error ? e.message : String(e));
  }
  if (!values.results) usage("standings needs --results <file.json>");
  const byeGames = values["bye-games"] === undefined ? 2 : Number(values["bye-games"]);
  if (byeGames !== 1 && byeGames !== 2) usage("--bye-games must be 1 or 2");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(values.results, "utf8"));
  } catch (e) {
    console.error(`cannot read ${values.results}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  const result = standingsFromResults(raw, { byeGames, seed: values.seed ?? "" });
  if (!result.ok) {
    for (const p of result.problems) console.error(p);
    process.exit(1);
  }
  console.log(JSON.stringify(standingsJson(result.standings), null, 2));
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`.padStart(7);

async function simulate(args: string[]): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        players: { type: "string" },
        rounds: { type: "string" },
        seed: { type: "string" },
        top: { type: "string" },
        mode: { type: "string" },
        "max-actions": { type: "string" },
        json: { type: "boolean", default: false },
      },
    }));
  } catch (e) {
    usage(e instanceof Error ? e.message : String(e));
  }
  const int = (name: string, fallback: number, min: number, max: number) => {
    const v = values[name];
    if (v === undefined) return fallback;
    if (typeof v !== "string" || !/^\d+$/.test(v) || Number(v) < min || Number(v) > max)
      usage(`--${name} needs a whole number from ${min} to ${max}`);
    return Number(v);
  };
  const players = int("players", 8, 2, 512);
  const rounds = int("rounds", 0, 0, 15);
  const top = int("top", 0, 0, 8);
  if (top !== 0 && top !== 4 && top !== 8) usage("--top must be 4 or 8");
  const mode = values.mode ?? "duel";
  if (mode !== "duel" && mode !== "match") usage("--mode must be duel (Bo1) or match (Bo3)");
  const maxActions = int("max-actions", 4000, 1, 100000);
  const started = performance.now();
  const report = await simulateLeague({
    players,
    rounds,
    seed: typeof values.seed === "string" ? values.seed : "1",
    top,
    bestOf: mode === "match" ? 3 : 1,
    maxActions,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  if (values.json) {
    console.log(JSON.stringify({ ...report, standings: standingsJson(report.standings), seconds }, null, 2));
    return;
  }
  console.log(`Final standings (${report.swissRounds} Swiss rounds, ${players} players):`);
  console.log("rank player  pts  W-L-D    OMW%     GW%    OGW%");
  for (const s of report.standings) {
    const record = `${s.wins}-${s.losses}-${s.draws}`.padEnd(7);
    console.log(
      `${String(s.rank).padStart(4)} ${s.player.padEnd(6)} ${String(s.matchPoints).padStart(4)}  ${record} ${pct(s.omw)} ${pct(s.gw)} ${pct(s.ogw)}${s.dropped ? "  (dropped)" : ""}`,
    );
  }
  if (report.bracket.length > 0) {
    console.log("\nTop cut:");
    for (const b of report.bracket)
      console.log(`  round ${b.round}: ${b.a} vs ${b.b} → ${b.winner} (${b.score}, ${b.source})`);
  }
  console.log(`\nChampion: ${report.champion ?? "none"}`);
  console.log(
    `${report.matches} matches, ${report.actions} moves, ${report.byes} byes, ${report.deadlineResults} decided at the deadline, ${seconds.toFixed(1)} s`,
  );
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "standings") return standings(rest);
  if (command === "simulate") return simulate(rest);
  usage(command ? `unknown command ${command}` : undefined);
}

await main();
