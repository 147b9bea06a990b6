import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { standingsFromResults, standingsJson } from "../../src/leagues/standings.js";

/** Standings of valid results, or the test fails with the problems. */
function standings(raw: unknown, options: { byeGames?: number; seed?: string } = {}) {
  const r = standingsFromResults(raw, options);
  if (!r.ok) throw new Error(r.problems.join("\n"));
  return r.standings;
}

describe("standings: match points and tiebreakers (Tournament Rules 409)", () => {
  it("the issue's example: a 2-1 win and a bye (bye = 2-0, no opponent)", () => {
    // p1 beat p2 2-1, p3 had a bye.
    // p1: 3 MP; GW = (2×3)/(3×3) = 0.6667; OMW = max(0.33, MW(p2) = 0/3) = 0.33; OGW = max(0.33, GW(p2) = 3/9) = 0.3333.
    // p3: 3 MP from the bye; GW = 6/6 = 1; no opponents → OMW = OGW = 0.
    // p1 before p3 on OMW (409.2.a: 0.33 > 0). p2: 0 MP; OMW = MW(p1) = 1; GW = 1/3; OGW = GW(p1) = 0.6667.
    const s = standings({
      players: ["p1", "p2", "p3"],
      rounds: [{ pairings: [{ a: "p1", b: "p2", gamesA: 2, gamesB: 1, draws: 0 }, { a: "p3" }], drop: [] }],
    });
    expect(standingsJson(s)).toEqual([
      { rank: 1, player: "p1", matchPoints: 3, omw: 0.33, gw: 0.6667, ogw: 0.3333 },
      { rank: 2, player: "p3", matchPoints: 3, omw: 0, gw: 1, ogw: 0 },
      { rank: 3, player: "p2", matchPoints: 0, omw: 1, gw: 0.3333, ogw: 0.6667 },
    ]);
  });

  it("404.5 a drawn match is 1 point; a drop keeps its results (414); OMW breaks 1-point ties", () => {
    // R1: A beats B 2-0; C–D 1-1 with a drawn game (equal game wins → drawn match, 404.5).
    // R2: A beats C 2-1; B beats D 2-1; D drops after R2.
    // A: W W = 6 MP; games 2-0, 2-1 → GP 12 / (3×5) = 0.8.
    // B: L W = 3 MP, MW 0.5; games 0-2, 2-1 → GP 6 / 15 = 0.4.
    // C: D L = 1 MP, MW 1/6; games 1-1-1 (GP 4), 1-2 (GP 3) → 7 / 18 = 0.3889. D: the same (dropped).
    // OMW A = (0.5 + max(.33, .1667)) / 2 = 0.415;  B = (1 + .33) / 2 = 0.665;  C = (.33 + 1) / 2 = 0.665;
    //     D = (.33 + .5) / 2 = 0.415.
    // OGW A = (0.4 + 0.3889) / 2 = 0.3944;  B = (0.8 + 0.3889) / 2 = 0.5944;  C = 0.5944;  D = 0.3944.
    // C and D both have 1 MP: C's OMW 0.665 > D's 0.415.
    const s = standings({
      players: ["A", "B", "C", "D"],
      rounds: [
        {
          pairings: [
            { a: "A", b: "B", gamesA: 2, gamesB: 0 },
            { a: "C", b: "D", gamesA: 1, gamesB: 1, draws: 1 },
          ],
        },
        {
          pairings: [
            { a: "A", b: "C", gamesA: 2, gamesB: 1 },
            { a: "B", b: "D", gamesA: 2, gamesB: 1 },
          ],
          drop: ["D"],
        },
      ],
    });
    expect(standingsJson(s)).toEqual([
      { rank: 1, player: "A", matchPoints: 6, omw: 0.415, gw: 0.8, ogw: 0.3944 },
      { rank: 2, player: "B", matchPoints: 3, omw: 0.665, gw: 0.4, ogw: 0.5944 },
      { rank: 3, player: "C", matchPoints: 1, omw: 0.665, gw: 0.3889, ogw: 0.5944 },
      { rank: 4, player: "D", matchPoints: 1, omw: 0.415, gw: 0.3889, ogw: 0.3944 },
    ]);
    expect(s.map((x) => [x.player, x.wins, x.losses, x.draws, x.dropped])).toEqual([
      ["A", 2, 0, 0, false],
      ["B", 1, 1, 0, false],
      ["C", 0, 1, 1, false],
      ["D", 0, 1, 1, true],
    ]);
  });

  it("409.2.b game-win % breaks a tie of match points and OMW", () => {
    // A beats B 2-0, C beats D 2-1. A and C: 3 MP, OMW = max(.33, 0) = 0.33 both.
    // GW A = 6/6 = 1 > GW C = 6/9 = 0.6667 → A first. B and D: 0 MP, OMW 1 both; GW B = 0 < GW D = 3/9 → D before B.
    const s = standings({
      players: ["A", "B", "C", "D"],
      rounds: [
        {
          pairings: [
            { a: "A", b: "B", gamesA: 2, gamesB: 0 },
            { a: "C", b: "D", gamesA: 2, gamesB: 1 },
          ],
        },
      ],
    });
    expect(s.map((x) => x.player)).toEqual(["A", "C", "D", "B"]);
  });

  it("409.2.c opponents' game-win % breaks a tie of points, OMW and GW", () => {
    // R1: A–C 1-1 (drawn match); B beats X 2-0; D beats Y 2-1.   R2: A beats B 2-0; C beats D 2-0; X beats Y 2-0.
    // A: D W = 4 MP, GW (3+6)/12 = 0.75, opponents C, B.   C: D W = 4 MP, GW 0.75, opponents A, D.
    // MW: A = C = 4/6; B = D = X = 0.5; Y = 0.   GW: B = 6/12 = 0.5; D = 6/15 = 0.4; X = 0.5; Y = 3/15 = 0.2.
    // OMW A = (0.6667 + 0.5)/2 = 0.5833 = OMW C = (0.6667 + 0.5)/2; GW equal (0.75).
    // OGW A = (0.75 + 0.5)/2 = 0.625 > OGW C = (0.75 + 0.4)/2 = 0.575 → A first.
    // 3 MP: OMW B = (0.5 + 0.6667)/2 = 0.5833; D = (max(.33, 0) + 0.6667)/2 = 0.4983; X = (0.5 + 0.33)/2 = 0.415.
    // OGW B = (X 0.5 + A 0.75)/2 = 0.625; D = (max(.33, Y 0.2) + C 0.75)/2 = 0.54; X = (B 0.5 + .33)/2 = 0.415.
    // Y: OMW = (D 0.5 + X 0.5)/2 = 0.5; OGW = (D 0.4 + X 0.5)/2 = 0.45.
    const s = standings({
      players: ["A", "B", "C", "D", "X", "Y"],
      rounds: [
        {
          pairings: [
            { a: "A", b: "C", gamesA: 1, gamesB: 1 },
            { a: "B", b: "X", gamesA: 2, gamesB: 0 },
            { a: "D", b: "Y", gamesA: 2, gamesB: 1 },
          ],
        },
        {
          pairings: [
            { a: "A", b: "B", gamesA: 2, gamesB: 0 },
            { a: "C", b: "D", gamesA: 2, gamesB: 0 },
            { a: "X", b: "Y", gamesA: 2, gamesB: 0 },
          ],
        },
      ],
    });
    expect(standingsJson(s)).toEqual([
      { rank: 1, player: "A", matchPoints: 4, omw: 0.5833, gw: 0.75, ogw: 0.625 },
      { rank: 2, player: "C", matchPoints: 4, omw: 0.5833, gw: 0.75, ogw: 0.575 },
      { rank: 3, player: "B", matchPoints: 3, omw: 0.5833, gw: 0.5, ogw: 0.625 },
      { rank: 4, player: "D", matchPoints: 3, omw: 0.4983, gw: 0.4, ogw: 0.54 },
      { rank: 5, player: "X", matchPoints: 3, omw: 0.415, gw: 0.5, ogw: 0.415 },
      { rank: 6, player: "Y", matchPoints: 0, omw: 0.5, gw: 0.2, ogw: 0.45 },
    ]);
  });

  it("409.3 a full tie is broken by a seeded lot: repeatable, and it depends on the seed", () => {
    // Two byes-only players with identical records: nothing in 409.2 separates them.
    const results = { players: ["a", "b"], rounds: [{ pairings: [{ a: "a" }] }, { pairings: [{ a: "b" }] }] };
    const orders = new Set<string>();
    for (const seed of ["1", "2", "3", "4", "5", "6", "7", "8"]) {
      const first = standings(results, { seed }).map((x) => x.player);
      expect(standings(results, { seed }).map((x) => x.player)).toEqual(first);
      orders.add(first.join());
    }
    expect(orders.size).toBe(2);
  });

  it("a bye in a best-of-one league counts 1-0", () => {
    // Bo1: a bye = one game won (GW 3/3 = 1); the other player won 1-0 and lost 0-1: GW 3/6 = 0.5.
    const s = standings(
      {
        players: ["a", "b", "c"],
        rounds: [{ pairings: [{ a: "a" }, { a: "b", b: "c", gamesA: 1, gamesB: 0 }] }],
      },
      { byeGames: 1 },
    );
    expect(s.find((x) => x.player === "a")?.gw).toBe(1);
    expect(s.find((x) => x.player === "a")?.byes).toBe(1);
  });

  it("refuses bad results with every problem (zod shape, unknown, twice, after a drop, self)", () => {
    const bad = standingsFromResults({ players: ["a"], rounds: [{ pairings: [{ a: "a", gamesA: -1 }] }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.join()).toMatch(/rounds\.0\.pairings\.0\.gamesA/);
    const r = standingsFromResults({
      players: ["a", "b", "c"],
      rounds: [
        { pairings: [{ a: "a", b: "z" }, { a: "a" }, { a: "c", b: "c" }], drop: ["b"] },
        { pairings: [{ a: "b" }] },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toEqual(
        expect.arrayContaining([
          "round 1: unknown player z",
          "round 1: a is paired twice",
          "round 1: c is paired against themselves",
          "round 2: b is paired after dropping",
        ]),
      );
    }
  });
});

describe("npm run league -- standings", () => {
  it("prints the issue's JSON for a results file; exit 1 with the problems for a bad one", () => {
    const dir = mkdtempSync(join(tmpdir(), "league-"));
    const good = join(dir, "good.json");
    writeFileSync(
      good,
      JSON.stringify({
        players: ["p1", "p2", "p3"],
        rounds: [{ pairings: [{ a: "p1", b: "p2", gamesA: 2, gamesB: 1, draws: 0 }, { a: "p3" }], drop: [] }],
      }),
    );
    const run = (file: string) =>
      spawnSync("node_modules/.bin/tsx", ["scripts/league.ts", "standings", "--results", file], { encoding: "utf8" });
    const ok = run(good);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)[0]).toEqual({
      rank: 1,
      player: "p1",
      matchPoints: 3,
      omw: 0.33,
      gw: 0.6667,
      ogw: 0.3333,
    });
    const badFile = join(dir, "bad.json");
    writeFileSync(badFile, JSON.stringify({ players: ["p1"], rounds: [{ pairings: [{ a: "p9" }] }] }));
    const bad = run(badFile);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("round 1: unknown player p9");
  });
});
