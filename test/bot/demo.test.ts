import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

describe("npm run demo (issue 6: the demo passes in CI)", () => {
  it("plays a complete seeded match through the bot and the fake Discord and names the winner", async () => {
    const dir = mkdtempSync(join(tmpdir(), "duelhall-demo-"));
    const { stdout } = await promisify(execFile)(join(root, "node_modules/.bin/tsx"), ["scripts/demo.ts"], {
      cwd: root,
      env: { ...process.env, DEMO_DB: join(dir, "demo.db"), DEMO_OUT: join(dir, "out"), LOG_LEVEL: "warn" },
      maxBuffer: 32 * 1024 * 1024,
      timeout: 120_000,
    });
    expect(stdout).toMatch(/^Winner: (Alice|Bob)/m);
    expect(stdout).toContain("challenge accepted");
    expect(readdirSync(join(dir, "out")).filter((f) => f.endsWith(".png")).length).toBeGreaterThan(10);
  }, 150_000);
});
