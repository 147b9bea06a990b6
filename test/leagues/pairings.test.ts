import { describe, expect, it } from "vitest";
import { nextU32, seedRng } from "../../src/engine/rng.js";
import {
  nextCutRound,
  type PairingPlayer,
  pairSwissRound,
  swissRoundsFor,
  topCutFirstRound,
} from "../../src/leagues/pairings.js";
import { computeStandings, type Results, type RoundResults } from "../../src/leagues/standings.js";

/**
 * Plays a whole Swiss league on paper: each round is paired from the standings of the rounds before, results
 * drawn from a seeded generator; `drops[r]` leave after round r, `late[r]` join before round r.
 */
function playSwiss(options: {
  players: number;
  rounds: number;
  seed: string;
  drops?: Record<number, string[]>;
  late?: Record<number, string[]>;
}) {
  const lateIds = new Set(Object.values(options.late ?? {}).flat());
  const start = Array.from({ length: options.players }, (_, i) => `p${i + 1}`).filter((p) => !lateIds.has(p));
  const results: Results = { players: [...start], rounds: [] };
  const dropped = new Set<string>();
  let rng = seedRng(options.seed);
  const roll = (n: number) => {
    const [next, x] = nextU32(rng);
    rng = next;
    return x % n;
  };
  const log: { round: number; bye: string | null; ranked: string[]; pairings: { a: string; b: string }[] }[] = [];
  for (let r = 1; r <= options.rounds; r++) {
    for (const id of options.late?.[r] ?? []) results.players.push(id);
    const standings = computeStandings(results);
    const ranked: PairingPlayer[] = standings
      .filter((s) => !dropped.has(s.player))
      .map((s) => ({ id: s.player, matchPoints: s.matchPoints, opponents: s.opponents, byes: s.byes }));
    const round = pairSwissRound(ranked, r, options.seed);
    log.push({ round: r, bye: round.bye, ranked: ranked.map((p) => p.id), pairings: round.pairings });
    const played: RoundResults = {
      pairings: round.pairings.map(({ a, b }) => {
        const outcome = roll(3);
        return { a, b, gamesA: outcome === 0 ? 2 : 1, gamesB: outcome === 1 ? 2 : 1, draws: 0 };
      }),
      drop: options.drops?.[r] ?? [],
    };
    if (round.bye) played.pairings.push({ a: round.bye, gamesA: 0, gamesB: 0, draws: 0 });
    results.rounds.push(played);
    for (const id of played.drop) dropped.add(id);
  }
  return { results, log };
}

describe("Swiss pairings (tournament-pairings; 202.2.a)", () => {
  it("9 players, 4 rounds: everyone active is paired once a round, no rematches, one bye a round", () => {
    const { results, log } = playSwiss({ players: 9, rounds: 4, seed: "s1" });
    const met = new Set<string>();
    for (const round of log) {
      const seen = round.pairings.flatMap((p) => [p.a, p.b]).concat(round.bye ? [round.bye] : []);
      expect(new Set(seen).size).toBe(9);
      expect(seen.length).toBe(9);
      for (const { a, b } of round.pairings) {
        const key = [a, b].sort().join("-");
        expect(met.has(key), `rematch ${key} in round ${round.round}`).toBe(false);
        met.add(key);
      }
    }
    // Four different players got the four byes.
    expect(new Set(log.map((r) => r.bye)).size).toBe(4);
    expect(results.rounds).toHaveLength(4);
  });

  it("the bye goes to the lowest-ranked player who has not had one", () => {
    const { log } = playSwiss({ players: 7, rounds: 3, seed: "s2" });
    const hadBye = new Set<string>();
    for (const round of log) {
      const expected = [...round.ranked].reverse().find((p) => !hadBye.has(p));
      expect(round.bye).toBe(expected);
      hadBye.add(round.bye!);
    }
  });

  it("players who dropped are not paired again; a late entry is paired from its round on (414)", () => {
    const { log } = playSwiss({
      players: 10,
      rounds: 4,
      seed: "s3",
      drops: { 1: ["p3"], 2: ["p5", "p6"] },
      late: { 2: ["p10"] },
    });
    const inRound = (r: number) => log[r - 1]!.pairings.flatMap((p) => [p.a, p.b]).concat(log[r - 1]!.bye ?? []);
    expect(inRound(1)).not.toContain("p10");
    expect(inRound(1)).toHaveLength(9);
    expect(inRound(2)).toContain("p10");
    expect(inRound(2)).not.toContain("p3");
    expect(inRound(3)).not.toContain("p5");
    expect(inRound(3)).toHaveLength(7);
  });

  it("pairings are repeatable from the seed (the library's Math.random shuffle is seeded)", () => {
    const one = playSwiss({ players: 12, rounds: 3, seed: "same" }).log;
    const two = playSwiss({ players: 12, rounds: 3, seed: "same" }).log;
    expect(two).toEqual(one);
    expect(Math.random()).not.toBe(Math.random()); // restored afterwards
  });

  it("when no rematch-free pairing exists, the round is paired allowing rematches and says so", () => {
    // 2 players who already met: the only pairing is a rematch.
    const round = pairSwissRound(
      [
        { id: "a", matchPoints: 3, opponents: ["b"], byes: 0 },
        { id: "b", matchPoints: 0, opponents: ["a"], byes: 0 },
      ],
      2,
      "x",
    );
    expect(round.pairings).toHaveLength(1);
    expect(round.rematches).toBe(1);
  });

  it("Swiss rounds by player count: ceil(log2 n)", () => {
    expect([2, 3, 8, 9, 16, 17, 32, 33, 64, 65].map(swissRoundsFor)).toEqual([1, 2, 3, 4, 4, 5, 5, 6, 6, 7]);
  });
});

describe("top cut (single elimination)", () => {
  it("top 8 seeds 1v8, 4v5, 2v7, 3v6; top 4 seeds 1v4, 2v3; winners advance in bracket order", () => {
    const seeds = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"];
    expect(topCutFirstRound(seeds)).toEqual([
      { a: "s1", b: "s8" },
      { a: "s4", b: "s5" },
      { a: "s2", b: "s7" },
      { a: "s3", b: "s6" },
    ]);
    expect(topCutFirstRound(seeds.slice(0, 4))).toEqual([
      { a: "s1", b: "s4" },
      { a: "s2", b: "s3" },
    ]);
    expect(nextCutRound(["s1", "s5", "s7", "s3"])).toEqual([
      { a: "s1", b: "s5" },
      { a: "s7", b: "s3" },
    ]);
    expect(nextCutRound(["s1"])).toEqual([]);
  });
});
