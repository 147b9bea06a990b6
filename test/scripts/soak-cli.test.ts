/**
 * `npm run soak` (scripts/soak.ts): one table routes every `--game` to its soak; `--help`/`-h` prints every game's
 * usage and exits 0; an unknown option still exits 2 with the usage. Calls the script's exported parser and runner
 * in-process (no subprocess).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSoakCommand, runSoakCommand, SOAK_RUNNERS, soakUsage } from "../../scripts/soak.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("npm run soak: one table of games", () => {
  it("routes every existing invocation to its game (riftbound when --game is absent)", () => {
    expect(Object.keys(SOAK_RUNNERS).sort()).toEqual(["grand-archive", "riftbound", "rise", "wow"]);
    expect(parseSoakCommand([])).toEqual({ help: false, game: "riftbound" });
    expect(parseSoakCommand(["--sets", "OGN,OGS", "--games", "3"])).toEqual({ help: false, game: "riftbound" });
    for (const game of ["wow", "rise", "grand-archive"]) {
      expect(parseSoakCommand(["--game", game, "--games", "2"])).toEqual({ help: false, game });
      expect(parseSoakCommand([`--game=${game}`])).toEqual({ help: false, game });
    }
    // An unknown game goes to the Riftbound parser, which refuses it.
    expect(parseSoakCommand(["--game", "chess"])).toEqual({ help: false, game: "riftbound" });
  });

  it("--help and -h print every game's usage and exit 0", async () => {
    for (const flag of ["--help", "-h"]) {
      expect(parseSoakCommand([flag])).toEqual({ help: true });
      expect(parseSoakCommand(["--game", "wow", flag])).toEqual({ help: true });
      const out = vi.spyOn(console, "log").mockImplementation(() => {});
      expect(await runSoakCommand([flag])).toBe(0);
      const text = out.mock.calls.map((c) => String(c[0])).join("\n");
      for (const [game, r] of Object.entries(SOAK_RUNNERS)) {
        expect(text).toContain(game);
        expect(text).toContain(r.usage);
      }
      out.mockRestore();
    }
    expect(soakUsage()).toContain("--sets");
    expect(soakUsage()).toContain("--no-privacy");
  });

  it("an unknown option still exits 2 with the usage", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runSoakCommand(["--bogus"])).toBe(2);
    expect(err.mock.calls.map((c) => String(c[0])).join("\n")).toContain("usage: npm run soak");
    err.mockClear();
    expect(await runSoakCommand(["--game", "chess"])).toBe(2);
    expect(err.mock.calls.map((c) => String(c[0])).join("\n")).toContain('got "chess"');
  });
});
