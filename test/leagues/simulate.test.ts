import { describe, expect, it } from "vitest";
import { simulateLeague } from "../../src/leagues/simulate.js";

/**
 * A small seeded league on the real services and a temp SQLite database (`npm run league -- simulate`): random
 * legal Riftbound decks, random legal moves through the match service. Moves are capped so the file stays fast;
 * capped matches are decided by the round deadline procedure (docs/leagues.md "Deadline"). The 64-player,
 * 6-round league is run by hand (docs/leagues.md "Simulation").
 */
describe("simulated league (5 players, 2 Swiss rounds, top cut 4)", () => {
  it("completes with byes, standings, a bracket and a champion", async () => {
    const report = await simulateLeague({ players: 5, rounds: 2, seed: "t1", top: 4, bestOf: 1, maxActions: 12 });
    expect(report.swissRounds).toBe(2);
    expect(report.byes).toBe(2); // 5 players: one bye per Swiss round, to two different players
    expect(report.standings).toHaveLength(5);
    expect(report.standings.filter((s) => s.byes > 0)).toHaveLength(2);
    // Total match points: 4 Swiss matches + 2 byes, each worth 3 (a win) or 2 (a draw, 1 each).
    const points = report.standings.reduce((sum, s) => sum + s.matchPoints, 0);
    expect(points).toBeGreaterThanOrEqual(12);
    expect(points).toBeLessThanOrEqual(18);
    // Top cut of 4: two semi-finals and a final, each with a winner.
    expect(report.bracket.map((b) => b.round)).toEqual([3, 3, 4]);
    expect(report.champion).toBe(report.bracket[2]!.winner);
    const seeds = report.standings.slice(0, 4).map((s) => s.player);
    expect(report.bracket.slice(0, 2).map((b) => [b.a, b.b])).toEqual([
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]);
    expect(report.deadlineResults).toBeGreaterThan(0);
  }, 60_000);
});
