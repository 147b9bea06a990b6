import { describe, expect, it } from "vitest";
import { scoreAtDeadline, scoreOfFinished } from "../../src/leagues/results.js";
import type { GameResult, MatchInfo } from "../../src/services/matches/index.js";

/** A match as the league reads it: status, winner and the decided games of a Bo3. */
function info(status: MatchInfo["status"], winnerSeat: 0 | 1 | null, games: GameResult[] = []): MatchInfo {
  return { id: "m", status, winnerSeat, games } as unknown as MatchInfo;
}
const g = (game: number, winnerSeat: 0 | 1): GameResult => ({ game, winnerSeat, reason: "game" });

describe("a pairing's score from the engine (404)", () => {
  it("Bo1: the winner's game 1-0; a finished game without a winner is a drawn game", () => {
    expect(scoreOfFinished(info("finished", 1))).toEqual({ gamesA: 0, gamesB: 1, draws: 0 });
    expect(scoreOfFinished(info("finished", null))).toEqual({ gamesA: 0, gamesB: 0, draws: 1 });
  });
  it("Bo3 (645): the decided games, 2-1", () => {
    expect(scoreOfFinished(info("finished", 0, [g(1, 0), g(2, 1), g(3, 0)]))).toEqual({
      gamesA: 2,
      gamesB: 1,
      draws: 0,
    });
  });
});

describe("round deadline procedure (408.2 Swiss, 408.4 top cut)", () => {
  it("408.2.b: a lead of two or more wins the game in progress, else it is a drawn game", () => {
    expect(scoreAtDeadline(info("active", null), [5, 3], "swiss")).toEqual({ gamesA: 1, gamesB: 0, draws: 0 });
    expect(scoreAtDeadline(info("active", null), [5, 4], "swiss")).toEqual({ gamesA: 0, gamesB: 0, draws: 1 });
  });
  it("408.3.a: Bo3 1-0 with game 2 undecided at the deadline → 1-0-1, A wins the match", () => {
    expect(scoreAtDeadline(info("active", null, [g(1, 0)]), [2, 2], "swiss")).toEqual({
      gamesA: 1,
      gamesB: 0,
      draws: 1,
    });
  });
  it("408.2.d: between games no new game starts (1-1 → drawn match)", () => {
    expect(scoreAtDeadline(info("active", null, [g(1, 0), g(2, 1)]), null, "swiss")).toEqual({
      gamesA: 1,
      gamesB: 1,
      draws: 0,
    });
  });
  it("408.4.c.1: in the top cut any point lead wins the game; a full tie goes to the higher seed (A)", () => {
    expect(scoreAtDeadline(info("active", null), [4, 5], "cut")).toEqual({ gamesA: 0, gamesB: 1, draws: 0 });
    expect(scoreAtDeadline(info("active", null, [g(1, 1)]), [3, 3], "cut")).toEqual({ gamesA: 0, gamesB: 1, draws: 0 });
    expect(scoreAtDeadline(info("active", null, [g(1, 1), g(2, 0)]), null, "cut")).toEqual({
      gamesA: 2,
      gamesB: 1,
      draws: 0,
    });
  });
});
