/**
 * The bot process of the memory benchmark (./memory.ts forks it with `--expose-gc --import tsx`): the real
 * discord.js client on the fake Discord and the match service over the given SQLite file. It reports RSS after
 * garbage collection at start, then lists every player's matches and loads every active match (state, pending
 * decision, public view) twice (listing every player's matches in the first pass), reporting samples on the way. Args: database URL, fake API base, token.
 */
import { pino } from "pino";
import { createBot } from "../src/bot/client.js";
import { createDb } from "../src/db/client.js";
import { MatchService, riftboundAdapter } from "../src/services/matches/index.js";

/** One report sent to the parent over IPC. */
export interface MemoryReport {
  readonly phase: "start" | "sample" | "pass1" | "pass2";
  readonly rssMb: number;
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

function report(
  phase: MemoryReport["phase"],
  matches: number,
  passMs: number,
  times: Pick<MemoryReport, "listMs" | "loadMs"> = {},
): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (phase !== "sample") gc?.();
  const m = process.memoryUsage();
  const r: MemoryReport = { phase, rssMb: m.rss / MB, heapMb: m.heapUsed / MB, matches, passMs, ...times };
  process.send?.(r);
}

async function main(): Promise<void> {
  const [url, apiBase, token] = process.argv.slice(2);
  if (!url || !apiBase || !token) throw new Error("usage: memory-child <database-url> <api-base> <token>");
  const handle = await createDb(url);
  const service = new MatchService({
    db: handle.prisma,
    games: { riftbound: riftboundAdapter({ requireSupported: false }) },
  });
  const bot = createBot({ token, restApi: apiBase, handlers: {}, logger: pino({ level: "silent" }) });
  await bot.start();
  try {
    const ids = (await handle.prisma.match.findMany({ where: { status: "active" }, select: { id: true } })).map(
      (m) => m.id,
    );
    const players = (await handle.prisma.player.findMany({ select: { id: true } })).map((p) => p.id);
    report("start", ids.length, 0);
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
