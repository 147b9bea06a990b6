import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The table games' card lists are generated (scripts/build-card-indexes.ts); a card file added without
// regenerating would silently be missing from the registry.
describe("generated card indexes", () => {
  it("src/games/{wow,grand-archive}/cards/index.ts list every card file", () => {
    const root = resolve(import.meta.dirname, "../..");
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/build-card-indexes.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(out).toMatch(/wow: \d+ card files/);
  });
});
