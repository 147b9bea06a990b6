/**
 * The bot process of the memory benchmark (./memory.ts builds it to dist/bench/memory-child.js with scripts/build-js.mjs and forks that with `--expose-gc` and the flags of `npm start`): a whole bot as
 * src/main.ts composes it — `createDuelhallBot` with its command, button, select and modal handlers and the
 * default match service over the given SQLite file, connected to the fake Discord — plus everything a long-running
 * bot ends up holding: the lookup index (`warmLookup()`, what /lookup uses: rules and cards; `deps.rules()`, the
 * handlers' rules lookup, shares its rules index), the canvas module with its fonts (one board PNG rendered
 * through the real `renderBoard`) and jieba (one Chinese `/lookup` query: loaded on the first one, kept for
 * good, so the passes run with it as a long-running bot does). Then it lists every player's matches and loads every active match (state, pending decision,
 * public view) — pass 1 — and loads every match again — pass 2 — reporting RSS on the way. Args: database URL,
 * fake API base, token.
 */
import { pino } from "pino";
import { createDuelhallBot } from "../src/bot/duelhall.js";
import { renderBoard } from "../src/bot/game/publish.js";
import { createDb } from "../src/db/client.js";
import { warmLookup } from "../src/services/lookup/index.js";

/** One report sent to the parent over IPC. */
export interface MemoryReport {
  /** boot: modules imported; bot: connected with handlers; lookup: indexes built; canvas: one PNG rendered;
   * chinese: one Chinese query answered (jieba loaded). */
  readonly phase: "boot" | "bot" | "lookup" | "canvas" | "chinese" | "sample" | "pass1" | "pass2";
  readonly rssMb: number;
  /** The process's RSS high-water mark so far (getrusage maxrss), MB. */
  readonly maxRssMb: number;
  readonly heapMb: number;
  /** Matches touched in this pass so far. */
  readonly matches: number;
  /** Duration of the pass so far, ms. */
  readonly passMs: number;
  /** Per-call times of the pass, ms (pass reports only). */
  readonly listMs?: number[];
  readonly loadMs?: number[];
}

const MB = 1024 * 1024;

/** Sends one report; every phase but `sample` is measured after a full GC. */
function report(
  phase: MemoryReport["phase"],
  matches: number,
  passMs: number,
  times: Pick<MemoryReport, "listMs" | "loadMs"> = {},
): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (phase !== "sample") gc?.();
  const m = process.memoryUsage();
  const r: MemoryReport = {
    phase,
    rssMb: m.rss / MB,
    maxRssMb: (process.resourceUsage().maxRSS * 1024) / MB,
    heapMb: m.heapUsed / MB,
    matches,
    passMs,
    ...times,
  };
  process.send?.(r);
}

async function main(): Promise<void> {
  const [url, apiBase, token] = process.argv.slice(2);
  if (!url || !apiBase || !token) throw new Error("usage: memory-child <database-url> <api-base> <token>");
  report("boot", 0, 0);
  const handle = await createDb(url);
  // As src/main.ts: the default match service (Riftbound), the real handlers.
  const bot = createDuelhallBot({ token, restApi: apiBase, db: handle.prisma, logger: pino({ level: "silent" }) });
  await bot.start();
  try {
    const service = bot.deps.matches;
    report("bot", 0, 0);
    const lookup = warmLookup();
    bot.deps.rules();
    report("lookup", 0, 0);
    const ids = (await handle.prisma.match.findMany({ where: { status: "active" }, select: { id: true } })).map(
      (m) => m.id,
    );
    const players = (await handle.prisma.player.findMany({ select: { id: true } })).map((p) => p.id);
    const one = await service.load(ids[0] ?? "");
    if (!one.ok) throw new Error(`no match to render: ${one.error.message}`);
    const board = await renderBoard(bot.client, bot.deps, one);
    if (board.png.length === 0) throw new Error("empty board PNG");
    report("canvas", ids.length, 0);
    if (lookup.ask("肉盾").kind !== "keyword") throw new Error("肉盾 (Tank) did not resolve to its keyword");
    report("chinese", ids.length, 0);
    // Pass 1 lists every player's matches and loads every match; pass 2 loads every match again.
    for (const phase of ["pass1", "pass2"] as const) {
      const t0 = performance.now();
      const listMs: number[] = [];
      const loadMs: number[] = [];
      if (phase === "pass1") {
        for (const p of players) {
          const l0 = performance.now();
          await service.listActive(p);
          listMs.push(performance.now() - l0);
        }
      }
      let n = 0;
      for (const id of ids) {
        const l0 = performance.now();
        const m = await service.load(id);
        loadMs.push(performance.now() - l0);
        if (!m.ok || !m.pending) throw new Error(`match ${id} did not load`);
        m.view("public");
        if (++n % 500 === 0) report("sample", n, performance.now() - t0);
      }
      await service.tick();
      report(phase, n, performance.now() - t0, { listMs, loadMs });
    }
  } finally {
    await bot.stop();
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
