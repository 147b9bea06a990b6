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
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
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

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "standings") return standings(rest);
  usage(command ? `unknown command ${command}` : undefined);
}

await main();
