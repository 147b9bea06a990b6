import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Smoke test of the benchmarks (docs/performance.md): `npm run bench -- --quick --json` completes and reports every
 * section, each from its own child process, in one JSON document keyed by section name; `--help` prints the
 * usage. It checks that the benchmarks run and the document's shape, never what they measure (tests do not time
 * things).
 */

const Row = z.object({ metric: z.string(), unit: z.string(), n: z.number() });
const Table = z.object({ name: z.string(), skipped: z.string().optional(), rows: z.array(Row) });
/** What every section carries besides its headline figures. */
const Section = z.object({ notes: z.array(z.string()), tables: z.array(Table), failed: z.never().optional() });

const Output = z.object({
  meta: z.object({
    quick: z.literal(true),
    failed: z.literal(0),
    machine: z.object({ cpu: z.string(), cores: z.number(), node: z.string() }),
  }),
  engine: Section.extend({
    gamesPerSecond: z.number(),
    usPerDecision: z.number(),
    usPerDecisionP99: z.number(),
    decisionsPerGame: z.number(),
    applyUsP50: z.number(),
    legalActionsUsP50: z.number(),
    legalActionsToApplyRatio: z.number(),
    cappedGames: z.number(),
  }),
  persistence: Section.extend({
    sqlite: z.object({ submitMsP50: z.number(), verifyMsP50: z.number(), settings: z.record(z.string(), z.string()) }),
    postgresql: z.object({ skipped: z.string() }),
  }),
  bot: Section.extend({ pngRenderMsP50: z.number(), firstResponseMsP50: z.number() }),
  lookup: Section.extend({ searchMsP50: z.number() }),
  memory: Section.extend({ peakRssMb: z.number(), rssAfterPass2Mb: z.number() }),
});

function runBench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/run.ts", ...args], {
      cwd: new URL("../..", import.meta.url),
      // PostgreSQL stays out of the smoke test: it is optional and needs a server.
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run bench", () => {
  it("--help prints the usage with every flag", async () => {
    const r = await runBench(["--help"]);
    expect(r.code, r.stderr).toBe(0);
    for (const flag of ["--quick", "--json", "--only", "--no-pin", "--help"]) expect(r.stdout).toContain(flag);
  }, 30_000);

  it("refuses an unknown section with exit code 2", async () => {
    const r = await runBench(["--only", "engine,nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown section/);
  }, 30_000);

  it("--quick --json completes every section, one JSON document keyed by section name", async () => {
    const r = await runBench(["--quick", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const raw: unknown = JSON.parse(r.stdout);
    const out = Output.parse(raw);
    expect(Object.keys(raw as object)).toEqual(["meta", "engine", "persistence", "bot", "lookup", "memory"]);
    const ran = Object.values(out)
      .flatMap((s) => ("tables" in s ? s.tables : []))
      .filter((t) => !t.skipped && t.rows.length > 0)
      .map((t) => t.name);
    expect(ran).toEqual(["engine", "persistence (sqlite)", "bot", "lookup", "memory"]);
    expect(out.persistence.postgresql.skipped).toMatch(/DATABASE_URL/);
  }, 900_000); // runs every bench section in child processes: generous, so a loaded machine only makes it slower
});
