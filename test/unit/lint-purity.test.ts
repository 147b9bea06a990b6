import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");

/** Copies the project's lint config into a scratch tree and lints `files` there; returns biome's output. */
function lintScratch(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "duelhall-lint-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  cpSync(join(root, "lint"), join(dir, "lint"), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const output = execFileSync(biome, ["lint", "."], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    return { ok: true, output };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

const impure = readFileSync(join(root, "test/fixtures/lint/src/engine/impure.ts"), "utf8");

describe("engine purity lint (DEVELOPERS.md: the engine is pure)", () => {
  it("fails when src/engine imports discord.js, node:* or reads the clock", () => {
    const r = lintScratch({ "src/engine/impure.ts": impure });
    expect(r.ok).toBe(false);
    expect(r.output).toContain("no Discord in src/engine");
    expect(r.output).toContain("no node:* modules");
    expect(r.output).toContain("no clock and no Math.random()");
  });

  it("applies to src/games/*/rules too", () => {
    const r = lintScratch({ "src/games/riftbound/rules/impure.ts": impure });
    expect(r.ok).toBe(false);
    expect(r.output).toContain("no Discord in src/engine");
  });

  it("does not restrict the Discord adapter", () => {
    const r = lintScratch({ "src/bot/adapter.ts": impure });
    expect(r.output).not.toContain("The engine is pure");
  });
});
