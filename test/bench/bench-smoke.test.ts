import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Smoke test of the benchmarks (docs/performance.md): `npm run bench -- --quick --json` completes and reports every
 * section. It checks that the benchmarks run, never what they measure (tests do not time things).
 */

const Output = z.object({
  quick: z.literal(true),
  failed: z.number(),
  machine: z.object({ cpu: z.string(), cores: z.number(), node: z.string() }),
  sections: z.array(
    z.object({
      name: z.string(),
      skipped: z.string().optional(),
      rows: z.array(z.object({ metric: z.string(), unit: z.string(), n: z.number() })),
    }),
  ),
});

function runQuick(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/run.ts", "--quick", "--json"], {
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

describe("npm run bench -- --quick", () => {
  it("completes with the engine, persistence, bot, lookup and memory sections", async () => {
    const r = await runQuick();
    expect(r.code, r.stderr).toBe(0);
    const out = Output.parse(JSON.parse(r.stdout));
    expect(out.failed).toBe(0);
    const ran = out.sections.filter((s) => !s.skipped && s.rows.length > 0).map((s) => s.name);
    expect(ran).toEqual(["engine", "persistence (sqlite)", "bot", "lookup", "memory"]);
    expect(out.sections.find((s) => s.name === "persistence (postgresql)")?.skipped).toMatch(/DATABASE_URL/);
  }, 90_000);
});
