/**
 * `npm run bench [-- --quick] [-- --json] [-- --only engine,persistence,bot,lookup,memory]`
 *
 * Prints the numbers we steer by (docs/performance.md), measured on this machine: engine games per second and
 * apply time, persistence (SQLite; PostgreSQL when DATABASE_URL is a postgresql:// URL: a throw-away database is
 * created on that server and dropped), the bot's interaction latency against the fake Discord, rule search time
 * and the memory of one bot process over many stored matches. `--quick` runs tiny sizes (the smoke test),
 * `--json` prints one JSON document instead of the table. Progress goes to stderr. Exit 1 if a section failed.
 */
import os from "node:os";
import { z } from "zod";

// The logger reads LOG_LEVEL when first imported: keep migrations and the bot quiet unless asked.
process.env.LOG_LEVEL ??= "warn";

const AREAS = ["engine", "persistence", "bot", "lookup", "memory"] as const;
type Area = (typeof AREAS)[number];

const Args = z.object({
  quick: z.boolean(),
  json: z.boolean(),
  only: z.array(z.enum(AREAS)).min(1),
});

/** Parses the command line. @throws on an unknown flag or area. */
function parseArgs(argv: readonly string[]): z.infer<typeof Args> {
  let only: string[] = [...AREAS];
  const rest = [...argv];
  const i = rest.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i >= 0) {
    const a = rest[i]!;
    const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : rest[i + 1];
    rest.splice(i, a.includes("=") ? 1 : 2);
    only = (v ?? "").split(",").filter(Boolean);
  }
  const unknown = rest.filter((a) => a !== "--quick" && a !== "--json");
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(" ")}`);
  return Args.parse({ quick: rest.includes("--quick"), json: rest.includes("--json"), only });
}

/** The machine the numbers were measured on. */
function machine(): Record<string, string | number> {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    // Other work on the machine skews every number: the 1-minute load average at the start says how busy it was.
    loadAvg1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const { formatTable } = await import("./stats.js");
  type Section = import("./stats.js").BenchSection;
  const q = args.quick;
  const pgUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "") ? process.env.DATABASE_URL : undefined;

  const plan: { area: Area; name: string; run: () => Promise<Section> }[] = [
    {
      area: "engine",
      name: "engine",
      run: async () =>
        (await import("./engine.js")).benchEngine(q ? { runs: 1, gamesPerRun: 2 } : { runs: 5, gamesPerRun: 6 }),
    },
    {
      area: "persistence",
      name: "persistence (sqlite)",
      run: async () => {
        const [{ benchPersistence }, { tempSqlite }] = await Promise.all([
          import("./persistence.js"),
          import("./fixtures.js"),
        ]);
        return benchPersistence("sqlite", tempSqlite, persistenceSizes(q));
      },
    },
    {
      area: "persistence",
      name: "persistence (postgresql)",
      run: async () => {
        if (!pgUrl)
          return {
            name: "persistence (postgresql)",
            rows: [],
            skipped: "DATABASE_URL is not a postgresql:// URL",
            wallMs: 0,
          };
        const [{ benchPersistence }, { tempPostgres }] = await Promise.all([
          import("./persistence.js"),
          import("./fixtures.js"),
        ]);
        return benchPersistence("postgresql", () => tempPostgres(pgUrl), persistenceSizes(q));
      },
    },
    {
      area: "bot",
      name: "bot",
      run: async () => (await import("./bot.js")).benchBot(q ? { clicks: 8, warmup: 2 } : { clicks: 200, warmup: 5 }),
    },
    {
      area: "lookup",
      name: "lookup",
      run: async () => (await import("./lookup.js")).benchLookup({ passes: q ? 3 : 60 }),
    },
    {
      area: "memory",
      name: "memory",
      run: async () =>
        (await import("./memory.js")).benchMemory(
          q ? { matches: 200, templateActions: 10 } : { matches: 10_000, templateActions: 40 },
        ),
    },
  ];

  const sections: Section[] = [];
  let failed = 0;
  const started = performance.now();
  for (const step of plan.filter((p) => args.only.includes(p.area))) {
    process.stderr.write(`bench: ${step.name}…\n`);
    try {
      const s = await step.run();
      sections.push(s);
      process.stderr.write(`bench: ${step.name} done in ${(s.wallMs / 1000).toFixed(1)} s\n`);
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`bench: ${step.name} FAILED: ${err instanceof Error ? err.stack : message}\n`);
      sections.push({ name: step.name, rows: [], skipped: `FAILED: ${message}`, wallMs: 0 });
    }
  }
  const totalS = (performance.now() - started) / 1000;
  const meta = {
    date: new Date().toISOString(),
    quick: q,
    machine: machine(),
    totalSeconds: Number(totalS.toFixed(1)),
  };
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ ...meta, failed, sections }, null, 2)}\n`);
  } else {
    const m = meta.machine;
    process.stdout.write(
      `Duelhall benchmarks${q ? " (--quick: tiny sizes, not for the record)" : ""} · ${meta.date}\n` +
        `${m.cpu} · ${m.cores} cores · ${m.ramGb} GB · Node ${m.node} · ${m.platform} · load ${m.loadAvg1m} · ` +
        `${totalS.toFixed(1)} s\n\n` +
        `${formatTable(sections)}\n`,
    );
  }
  return failed > 0 ? 1 : 0;
}

/** Persistence sizes for a full or quick run. */
function persistenceSizes(quick: boolean) {
  return quick
    ? { submits: 20, warmup: 3, loads: 10, logRows: 1000 }
    : { submits: 400, warmup: 10, loads: 100, logRows: 1000 };
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
