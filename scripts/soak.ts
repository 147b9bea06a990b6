/**
 * Random-deck soak (docs/soak.md).
 *
 * Usage: `npm run soak -- [--games N] [--seed S] [--from I] [--max-actions M] [--max-minutes T] [--no-invariants]
 * [--json] [--verbose] [--cards <cards.json>] [--mode duel|ffa3|ffa4|2v2] [--sets OGN,OGS,SFD]` (`--mode`: games of
 * 3-4 players, 646-648)
 *
 * `--game wow`, `--game rise`, `--game grand-archive`: that game's soak instead (WoW: src/games/wow/soak.ts, the playable remariano138 decklists and sample
 * decks; `--games`, `--from`, `--max-actions`, `--max-minutes`, `--no-invariants`, `--json`, `--verbose` apply).
 *
 * Plays games I .. I+N-1 of the soak seeded S (defaults: 100 games, seed 1, from 0): two seeded random legal
 * decks of implemented Origins cards per game, a seeded random game, the state invariants checked after every
 * action. `--max-minutes` stops after the game running when the time is up (the figures say how many were
 * played; continue with `--from`). Prints progress to stderr, then the figures (text, or one JSON object with `--json`). Every failure
 * is printed with its seeds, both decks (Piltover codes and text lists) and the one command that replays it.
 * Exit 0 when every game ended with a winner, 1 when any game failed or hit the action cap, 2 on a usage error.
 * `--help`/`-h` prints every game's usage and exits 0. `--game` picks a runner from one table, {@link SOAK_RUNNERS}.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { randomDeckToPiltoverCode, randomDeckToText } from "../src/games/riftbound/decks/random.js";
import { reproduceCommand, Soak, type SoakGameResult, type SoakReport } from "../src/games/riftbound/soak.js";
import { runWowSoak } from "../src/games/wow/soak.js";

const USAGE =
  "usage: npm run soak -- [--games N] [--seed S] [--from I] [--max-actions M] [--max-minutes T] [--no-invariants] [--json] [--verbose] [--cards <cards.json>] [--mode duel|ffa3|ffa4|2v2] [--sets OGN,OGS,SFD]";

function intArg(name: string, v: string | undefined, fallback: number, min: number): number {
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min) throw new Error(`--${name} needs a whole number >= ${min}, got "${v}"`);
  return Number(v);
}

function main(argv: string[]): number {
  let args: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: argv,
      options: {
        games: { type: "string" },
        seed: { type: "string" },
        from: { type: "string" },
        "max-actions": { type: "string" },
        "max-minutes": { type: "string" },
        "no-invariants": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        verbose: { type: "boolean", default: false },
        cards: { type: "string" },
        mode: { type: "string" },
        sets: { type: "string" },
        game: { type: "string" },
      },
    });
  let games: number;
  let from: number;
  let maxActions: number | undefined;
  let maxMinutes: number | undefined;
  try {
    args = parse();
    games = intArg("games", args.values.games, 100, 1);
    from = intArg("from", args.values.from, 0, 0);
    maxActions =
      args.values["max-actions"] === undefined ? undefined : intArg("max-actions", args.values["max-actions"], 0, 1);
    maxMinutes =
      args.values["max-minutes"] === undefined ? undefined : intArg("max-minutes", args.values["max-minutes"], 0, 1);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    console.error(USAGE);
    return 2;
  }
  const { values } = args;
  if (values.game === "wow") return wowSoak(games, from, maxActions, maxMinutes, values);
  if (values.game !== undefined && values.game !== "riftbound") {
    console.error(`--game is riftbound (default), wow, rise or grand-archive, got "${values.game}"`);
    return 2;
  }
  const mode = values.mode ?? "duel";
  if (!["duel", "ffa3", "ffa4", "2v2"].includes(mode)) {
    console.error(`--mode is duel, ffa3, ffa4 or 2v2 (646-648), got "${mode}"`);
    console.error(USAGE);
    return 2;
  }
  const seed = values.seed ?? "1";
  const source = values.cards ? new FileCardSource(values.cards) : new FileCardSource();
  // --sets OGN,OGS,SFD: the sets random decks draw from (default: Origins).
  const sets = values.sets ? values.sets.split(",").map((x) => x.trim().toUpperCase()) : undefined;
  const soak = new Soak(source, sets ? { sets } : {});
  const gen = soak.generator;
  if (gen.legends.length === 0) {
    console.error("No legend can get a legal deck from the implemented cards:");
    for (const s of gen.skipped) console.error(`  ${s.reason}`);
    return 1;
  }
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(
    `soak seed ${seed}, games ${from}..${from + games - 1}; ${gen.legends.length} legends usable (${gen.legends.map((l) => l.name).join(", ")}), ${gen.skipped.length} skipped`,
  );
  const started = performance.now();
  let done = 0;
  let lastProgress = started;
  const describe = (r: SoakGameResult): string => {
    const lines = [
      `game ${r.seeds.index}: ${r.outcome === "cap" ? `no winner after ${r.actions} actions (cap)` : `${r.failure?.kind} error after ${r.failure?.atAction} actions: ${r.failure?.message}`}`,
      `  seeds: game ${JSON.stringify(r.seeds.game)}, policy ${r.seeds.policy}, decks ${r.seeds.decks.map((d) => JSON.stringify(d)).join(" / ")}`,
    ];
    if (r.failure?.lastAction)
      lines.push(`  last action: seat ${r.failure.lastAction.seat} ${JSON.stringify(r.failure.lastAction.action)}`);
    r.decks.forEach((d, i) => {
      lines.push(`  seat ${i} deck (${source.byCode(d.legend)?.name ?? d.legend}): ${randomDeckToPiltoverCode(d)}`);
    });
    lines.push(`  reproduce: ${reproduceCommand(seed, r.seeds.index, maxActions, mode as "duel")}`);
    lines.push(
      `  decks alone: npm run deck -- random --seed '${r.seeds.decks[0]}'  (and ${r.seeds.decks
        .slice(1)
        .map((d) => `'${d}'`)
        .join(", ")})`,
    );
    if (values.verbose) {
      r.decks.forEach((d, i) => {
        lines.push(
          `  seat ${i} deck list:`,
          ...randomDeckToText(d, source)
            .split("\n")
            .map((l) => `    ${l}`),
        );
      });
      if (r.failure?.stack) lines.push(...r.failure.stack.split("\n").map((l) => `  ${l}`));
    }
    return lines.join("\n");
  };
  const report: SoakReport = soak.run({
    seed,
    from,
    games,
    ...(maxActions !== undefined ? { maxActions } : {}),
    invariants: !values["no-invariants"],
    ...(mode !== "duel" ? { mode: mode as "ffa3" | "ffa4" | "2v2" } : {}),
    ...(maxMinutes !== undefined ? { stop: () => performance.now() - started > maxMinutes * 60_000 } : {}),
    onGame: (r) => {
      done++;
      if (r.outcome !== "winner") log(`FAIL ${describe(r)}`);
      else if (values.verbose) log(`game ${r.seeds.index}: seat ${r.winner} won after ${r.actions} actions`);
      const now = performance.now();
      if (now - lastProgress > 10_000) {
        lastProgress = now;
        log(`  ${done}/${games} games, ${((done * 1000) / (now - started)).toFixed(2)} games/s`);
      }
    },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const figures = {
    seed: report.seed,
    from: report.from,
    to: report.from + report.games - 1,
    games: report.games,
    winners: report.winners,
    capped: report.capped,
    errors: report.errors,
    totalActions: report.totalActions,
    medianActions: report.medianActions,
    maxActions: report.maxActions,
    maxActionsGame: report.maxActionsGame,
    wins: report.wins,
    wallSeconds: Number(wallSeconds.toFixed(1)),
    gamesPerSecond: Number((report.games / wallSeconds).toFixed(3)),
    invariants: !values["no-invariants"],
    legends: Object.fromEntries(
      Object.entries(report.legends).map(([code, n]) => [`${code} ${source.byCode(code)?.name ?? ""}`, n]),
    ),
    skippedLegends: gen.skipped.map((s) => s.reason),
    failures: report.failures.map((r) => ({
      index: r.seeds.index,
      outcome: r.outcome,
      actions: r.actions,
      failure: r.failure,
      seeds: r.seeds,
      decks: r.decks.map((d) => ({ ...d, piltover: randomDeckToPiltoverCode(d) })),
      reproduce: reproduceCommand(seed, r.seeds.index, maxActions, mode as "duel"),
    })),
  };
  if (values.json) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    console.log(
      `Soak seed ${figures.seed}, games ${figures.from}..${figures.to}${figures.invariants ? "" : " (invariants off)"}`,
    );
    console.log(`  games:              ${figures.games}`);
    console.log(
      `  with a winner:      ${figures.winners} (${figures.wins.map((n, i) => `seat ${i} ${n}`).join(", ")})`,
    );
    console.log(`  hit the action cap: ${figures.capped}`);
    console.log(`  engine errors:      ${figures.errors}`);
    console.log(
      `  actions:            ${figures.totalActions} total, median ${figures.medianActions}/game, max ${figures.maxActions} (game ${figures.maxActionsGame})`,
    );
    console.log(`  wall time:          ${figures.wallSeconds} s, ${figures.gamesPerSecond} games/s`);
    console.log(
      `  legends played:     ${Object.entries(figures.legends)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}`,
    );
    if (figures.skippedLegends.length > 0)
      console.log(`  legends skipped:    ${figures.skippedLegends.length} (npm run deck -- random --legends)`);
    for (const r of report.failures) console.log(describe(r));
  }
  if (report.games < games)
    log(`stopped after ${report.games} games (--max-minutes); continue with --from ${from + report.games}`);
  return report.winners === report.games ? 0 : 1;
}

/**
 * `--game wow`: the WoW soak's figures (text or JSON); exit 0 when every game ended, with a winner or the draw of
 * 001 102.1a, and no problem.
 */
function wowSoak(
  games: number,
  from: number,
  maxActions: number | undefined,
  maxMinutes: number | undefined,
  values: { "no-invariants"?: boolean; json?: boolean; verbose?: boolean },
): number {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(`wow soak, games ${from}..${from + games - 1}`);
  const started = performance.now();
  const report = runWowSoak({
    from,
    games,
    ...(maxActions !== undefined ? { maxActions } : {}),
    invariants: !values["no-invariants"],
    ...(maxMinutes !== undefined ? { stop: () => performance.now() - started > maxMinutes * 60_000 } : {}),
    onGame: (g) => {
      if (g.problems.length) log(`FAIL game ${g.index} (${g.decks.join(" vs ")}): ${g.problems.join("; ")}`);
      else if (values.verbose) log(`game ${g.index}: seat ${g.winner} won after ${g.actions} actions`);
    },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const figures = {
    ...report,
    to: report.from + report.games - 1,
    wallSeconds: Number(wallSeconds.toFixed(1)),
    gamesPerSecond: Number((report.games / wallSeconds).toFixed(3)),
    reproduce: report.failures.map((f) => `npm run soak -- --game wow --from ${f.index} --games 1 --verbose`),
  };
  if (values.json) console.log(JSON.stringify(figures, null, 2));
  else {
    console.log(`WoW soak, games ${figures.from}..${figures.to}${values["no-invariants"] ? " (invariants off)" : ""}`);
    console.log(`  games:         ${figures.games}`);
    console.log(`  with a winner: ${figures.winners}`);
    console.log(`  draws:         ${figures.draws} (every player lost at once, 102.1a)`);
    console.log(`  failures:      ${figures.failures.length}`);
    console.log(`  actions:       ${figures.totalActions} total, max ${figures.maxActions}/game`);
    console.log(`  wall time:     ${figures.wallSeconds} s, ${figures.gamesPerSecond} games/s`);
    console.log(
      `  decks:         ${Object.entries(figures.decks)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}`,
    );
    for (const r of figures.reproduce) console.log(`  reproduce: ${r}`);
  }
  if (report.games < games)
    log(`stopped after ${report.games} games (--max-minutes); continue with --from ${from + report.games}`);
  return report.winners === report.games ? 0 : 1;
}

/** One game's soak: its usage line and its runner (`argv` as given, `--game …` included). */
export interface SoakRunner {
  readonly usage: string;
  run(argv: string[]): number | Promise<number>;
}

/**
 * `--game <key>` → that game's soak (the one table every game goes through; riftbound when `--game` is absent).
 * Riftbound and WoW share this file's parser; Rise is scripts/soak-rise.ts, Grand Archive scripts/soak-ga.ts
 * (docs/grand-archive.md "Soak"), loaded only when asked for.
 */
export const SOAK_RUNNERS: Readonly<Record<string, SoakRunner>> = {
  riftbound: { usage: USAGE, run: main },
  wow: {
    usage:
      "usage: npm run soak -- --game wow [--games N] [--from I] [--max-actions M] [--max-minutes T] [--no-invariants] [--json] [--verbose]",
    run: main,
  },
  rise: {
    usage: "usage: npm run soak -- --game rise [--games N] [--from I] [--json]",
    run: async (argv) => (await import("./soak-rise.js")).soakRise(argv),
  },
  "grand-archive": {
    usage: "usage: npm run soak -- --game grand-archive [--games N] [--seed S] [--no-privacy]",
    run: async (argv) => {
      const at = argv.indexOf("--game");
      const rest = argv.filter((a, i) => i !== at && i !== at + 1 && !a.startsWith("--game="));
      return (await import("./soak-ga.js")).gaSoakMain(rest);
    },
  },
};

/** Every game's usage, one per line (what `--help` prints). */
export function soakUsage(): string {
  return Object.entries(SOAK_RUNNERS)
    .map(([game, r]) => `${game}: ${r.usage}`)
    .join("\n");
}

/**
 * What `npm run soak -- <argv>` does: print the usage (`--help`, `-h`), or run the `--game` named (`--game X` or
 * `--game=X`; riftbound when absent). An unknown game goes to the Riftbound parser, which refuses it (exit 2).
 */
export function parseSoakCommand(argv: readonly string[]): { help: true } | { help: false; game: string } {
  if (argv.includes("--help") || argv.includes("-h")) return { help: true };
  const at = argv.indexOf("--game");
  const eq = argv.find((a) => a.startsWith("--game="));
  const game = at >= 0 ? argv[at + 1] : eq?.slice("--game=".length);
  return { help: false, game: game !== undefined && Object.hasOwn(SOAK_RUNNERS, game) ? game : "riftbound" };
}

/** Runs `npm run soak -- <argv>`; returns the exit code (0 for `--help`). */
export async function runSoakCommand(argv: readonly string[]): Promise<number> {
  const cmd = parseSoakCommand(argv);
  if (cmd.help) {
    console.log(soakUsage());
    return 0;
  }
  return SOAK_RUNNERS[cmd.game]!.run([...argv]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await runSoakCommand(process.argv.slice(2));
