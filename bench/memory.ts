/**
 * Memory benchmark: resident memory of one whole bot process (./memory-child.ts: the real bot with its handlers,
 * the lookup index and the canvas module loaded, connected to the fake Discord) while it lists and loads every one
 * of N active stored matches, twice. The service keeps no match in memory, so RSS after the passes should stay
 * near RSS at start. The issue's target: under 300 MB RSS with 10,000 stored active matches.
 *
 * The N matches are clones of one real match (started through the service and played for a while): its rows
 * (match, seats, clocks, log, timers) are copied with new ids in one SQLite transaction, spread over N/5 players.
 */
import { execFileSync, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { sqlitePath } from "../src/db/apply-migrations.js";
import { startFakeDiscord } from "../test/helpers/fake-discord.js";
import { benchService, pairing, startMatch, tempSqlite, UniformPolicy } from "./fixtures.js";
import type { MemoryReport } from "./memory-child.js";
import { round, type SectionResult, timeRow, valueRow } from "./stats.js";

/** Sizes of {@link benchMemory}. */
export interface MemorySizes {
  /** Active stored matches (10,000 in a full run). */
  matches: number;
  /** Actions played in the template match before it is cloned. */
  templateActions: number;
}

/** Full and quick sizes. */
export const MEMORY_SIZES: Record<"full" | "quick", MemorySizes> = {
  full: { matches: 10_000, templateActions: 40 },
  quick: { matches: 100, templateActions: 10 },
};

/** The issue's target for a whole bot process with 10,000 stored active matches (MB). */
const TARGET_MB = 300;

type Row = Record<string, unknown>;

/** Inserts `row` into `table` (columns as in the row). */
function inserter(db: Database.Database, table: string, sample: Row): (row: Row) => void {
  const cols = Object.keys(sample);
  const stmt = db.prepare(
    `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
  );
  return (row) => stmt.run(...cols.map((c) => row[c]));
}

/** Copies match `templateId` `count` times with fresh ids over `count / 5` players (each holds about 10). */
export function cloneMatches(file: string, templateId: string, count: number): { players: number; dbMb: number } {
  const db = new Database(file);
  try {
    const one = (sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as Row;
    const all = (sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Row[];
    const match = one(`SELECT * FROM matches WHERE id = ?`, templateId);
    const seats = all(`SELECT * FROM match_seats WHERE match_id = ? ORDER BY seat`, templateId);
    const clocks = all(`SELECT * FROM match_clocks WHERE match_id = ?`, templateId);
    const actions = all(`SELECT * FROM match_actions WHERE match_id = ?`, templateId);
    const timers = all(`SELECT * FROM reminders WHERE match_id = ?`, templateId);
    const player = one(`SELECT * FROM players WHERE id = ?`, seats[0]!.player_id);
    const nPlayers = Math.max(2, Math.ceil(count / 5));
    const pid = (k: number) => `4${String(k).padStart(17, "0")}`;
    const put = {
      player: inserter(db, "players", player),
      match: inserter(db, "matches", match),
      seat: inserter(db, "match_seats", seats[0]!),
      clock: clocks[0] ? inserter(db, "match_clocks", clocks[0]) : () => {},
      action: actions[0] ? inserter(db, "match_actions", actions[0]) : () => {},
      timer: timers[0] ? inserter(db, "reminders", timers[0]) : () => {},
    };
    db.transaction(() => {
      for (let k = 0; k < nPlayers; k++) put.player({ ...player, id: pid(k) });
      for (let i = 0; i < count; i++) {
        const id = `bm${String(i).padStart(7, "0")}`;
        const a = i % nPlayers;
        const b = (a + 1 + Math.floor(i / nPlayers)) % nPlayers;
        const who = [pid(a), pid(b === a ? (a + 1) % nPlayers : b)];
        put.match({ ...match, id });
        for (const s of seats) put.seat({ ...s, match_id: id, player_id: who[Number(s.seat)] });
        for (const c of clocks) put.clock({ ...c, match_id: id });
        for (const x of actions)
          put.action({ ...x, match_id: id, interaction_id: x.interaction_id ? `${id}-${x.seq}` : null });
        for (const [k, t] of timers.entries()) put.timer({ ...t, id: `${id}-t${k}`, match_id: id });
      }
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    const pages = db.pragma("page_count", { simple: true }) as number;
    const size = db.pragma("page_size", { simple: true }) as number;
    return { players: nPlayers, dbMb: (pages * size) / (1024 * 1024) };
  } finally {
    db.close();
  }
}

/**
 * How `npm start` runs the bot: the environment assignments and Node flags of package.json's `start` script
 * (`exec env VAR=value … node <flags> dist/src/main.js`, the JS `prestart` builds; `exec env` so that npm's signals reach node itself), so the benchmark's bot process runs exactly as production does.
 * @throws when the script no longer has that shape.
 */
export function startCommand(): { env: Record<string, string>; execArgv: string[] } {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.start ?? "").trim().split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0 || words.at(-1) !== "dist/src/main.js")
    throw new Error(`unexpected start script: ${pkg.scripts?.start}`);
  const env: Record<string, string> = {};
  for (const w of words.slice(0, node)) {
    if (w === "exec" || w === "env") continue;
    const [k, v] = w.split("=");
    if (!k || v === undefined) throw new Error(`unexpected start script word: ${w}`);
    env[k] = v;
  }
  return { env, execArgv: words.slice(node + 1, -1) };
}

/** Runs the bot process of ./memory-child.ts, built to dist/ (as `npm start` runs dist/src/main.js, plus --expose-gc) and collects its reports. */
function runChild(args: string[]): Promise<MemoryReport[]> {
  const start = startCommand();
  return new Promise((resolve, reject) => {
    // As `npm start` (its `prestart` builds dist/): the child built from ./memory-child.ts, run as plain JS.
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build-js.mjs", import.meta.url))], {
      stdio: "inherit",
    });
    const child = fork(fileURLToPath(new URL("../dist/bench/memory-child.js", import.meta.url)), args, {
      execArgv: ["--expose-gc", ...start.execArgv],
      env: { ...process.env, ...start.env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const reports: MemoryReport[] = [];
    child.on("message", (m) => reports.push(m as MemoryReport));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(reports) : reject(new Error(`memory child exited ${code}`))));
  });
}

/** Starts a match and plays `actions` uniform random actions; retries with another pairing if the game ends. */
export async function templateMatch(service: ReturnType<typeof benchService>, actions: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const matchId = await startMatch(service, pairing(2 + attempt));
    const policy = new UniformPolicy(3 + attempt);
    let active = true;
    for (let i = 0; i < actions && active; i++) {
      const m = await service.load(matchId);
      if (!m.ok) throw new Error(m.error.message);
      if (m.match.status !== "active" || !m.pending) {
        active = false;
        break;
      }
      const r = await service.submit({
        matchId,
        userId: m.match.seats[m.pending.seat]!.playerId,
        action: policy.pick(m.legalActions(m.pending.seat) as { type: string }[]),
      });
      if (!r.ok) throw new Error(r.error.message);
    }
    const m = await service.load(matchId);
    if (m.ok && m.match.status === "active") return matchId;
  }
  throw new Error("every template game ended before it could be cloned");
}

/** Runs the memory benchmark. */
export async function benchMemory(sizes: MemorySizes): Promise<SectionResult> {
  const t0 = performance.now();
  const db = await tempSqlite();
  const fake = await startFakeDiscord();
  try {
    const service = benchService(db.handle);
    const matchId = await templateMatch(service, sizes.templateActions);
    await db.handle.close();
    const c0 = performance.now();
    const { players, dbMb } = cloneMatches(sqlitePath(db.url), matchId, sizes.matches);
    const cloneMs = performance.now() - c0;
    const reports = await runChild([db.url, fake.apiBase, fake.token]);
    const at = (phase: MemoryReport["phase"]) => {
      const r = reports.find((x) => x.phase === phase);
      if (!r) throw new Error(`memory child sent no ${phase} report`);
      return r;
    };
    const boot = at("boot");
    const bot = at("bot");
    const lookup = at("lookup");
    const canvas = at("canvas");
    const start = at("chinese");
    const p1 = at("pass1");
    const p2 = at("pass2");
    const passes = reports.filter((r) => ["sample", "pass1", "pass2"].includes(r.phase));
    const sampledPeak = Math.max(...passes.map((r) => r.rssMb));
    const peak = Math.max(...reports.map((r) => r.maxRssMb));
    const n = p2.matches;
    const verdict = (mb: number) =>
      mb < TARGET_MB ? `under the ${TARGET_MB} MB target` : `OVER the ${TARGET_MB} MB target`;
    return {
      summary: {
        matches: n,
        rssBootMb: round(boot.rssMb),
        rssBotMb: round(bot.rssMb),
        rssLookupMb: round(lookup.rssMb),
        rssCanvasMb: round(canvas.rssMb),
        rssReadyMb: round(start.rssMb),
        rssAfterPass1Mb: round(p1.rssMb),
        rssAfterPass2Mb: round(p2.rssMb),
        peakRssMb: round(peak),
        sampledPeakRssMb: round(sampledPeak),
        heapAfterPass2Mb: round(p2.heapMb),
        targetMb: TARGET_MB,
      },
      tables: [
        {
          name: "memory",
          rows: [
            valueRow(
              "RSS, modules imported",
              "MB",
              boot.rssMb,
              1,
              "node + the bot's imports (built JS), before connecting",
            ),
            valueRow(
              "RSS, bot connected with handlers",
              "MB",
              bot.rssMb,
              1,
              "createDuelhallBot as src/main.ts, started",
            ),
            valueRow(
              "RSS, + lookup index",
              "MB",
              lookup.rssMb,
              1,
              "warmLookup() (rules, cards) + deps.rules() (shared)",
            ),
            valueRow("RSS, + canvas", "MB", canvas.rssMb, 1, `one board PNG rendered; ${n} active matches stored`),
            valueRow(
              "RSS, + jieba (bot ready)",
              "MB",
              start.rssMb,
              1,
              "one Chinese /lookup query (jieba loads on the first, kept for good)",
            ),
            valueRow(
              `RSS after listing + loading all ${n} matches`,
              "MB",
              p1.rssMb,
              1,
              `pass 1 (list ${players} players + load all) took ${Math.round(p1.passMs / 1000)} s`,
            ),
            valueRow(
              "RSS after a second pass (load all)",
              "MB",
              p2.rssMb,
              1,
              `growth since ready ${Math.round(p2.rssMb - start.rssMb)} MB; pass took ${Math.round(p2.passMs / 1000)} s`,
            ),
            valueRow("peak RSS (process high-water mark)", "MB", peak, 1, `getrusage maxrss; ${verdict(peak)}`),
            valueRow("peak RSS sampled during the passes", "MB", sampledPeak, passes.length, "every 500 matches"),
            valueRow(
              "JS heap used after the second pass",
              "MB",
              p2.heapMb,
              1,
              `when ready ${Math.round(start.heapMb)} MB`,
            ),
            timeRow(
              `load one match (${n} stored)`,
              [...(p1.loadMs ?? []), ...(p2.loadMs ?? [])],
              "MatchService.load, both passes",
            ),
            timeRow(
              "list a player's active matches",
              p1.listMs ?? [],
              `listActive; ~${Math.round((2 * n) / players)} matches each`,
            ),
          ],
          wallMs: performance.now() - t0,
          info: { cloneMs: Math.round(cloneMs), dbMb: Math.round(dbMb), players, samples: reports.length },
        },
      ],
      notes: [
        `one whole bot process (bench/memory-child.ts) run as \`npm start\` runs dist/src/main.js (the JS scripts/build-js.mjs builds) ` +
          `(${[...Object.entries(startCommand().env).map(([k, v]) => `${k}=${v}`), ...startCommand().execArgv].join(" ")}); ` +
          `RSS rows after a full GC, peaks without; ${n} = the template match plus its ${n - 1} clones`,
      ],
    };
  } finally {
    await fake.close();
    await db.cleanup();
  }
}
