/**
 * League pairings: Swiss rounds and the top-cut bracket, computed by the npm package `tournament-pairings`
 * (2.0.1: `Swiss` = weighted maximum matching by Edmonds' blossom over score groups, `SingleElimination` = seeded
 * bracket), with what the Riftbound Tournament Rules and the issue add around it (docs/leagues.md "Pairings"):
 *
 * - 202.2.a Swiss: players meet players they have not played yet (no rematches: the library's `avoid`) who, if
 *   possible, share the same record (the library's score groups).
 * - Byes: with an odd number of players the bye goes to the lowest-ranked player who has not had one yet (issue
 *   17); we choose that player ourselves and pair the others, rather than leaving it to the library.
 * - If no pairing without a rematch exists (tiny leagues late on), the round is paired again allowing rematches;
 *   the count is reported.
 *
 * The library shuffles with `Math.random`; {@link withSeededRandom} swaps it for a seeded generator during the
 * (synchronous) call, so a league's pairings are repeatable from its seed.
 */
import { SingleElimination, Swiss } from "tournament-pairings";
import type { Match as LibMatch, Player as LibPlayer } from "tournament-pairings/interfaces";
import { nextU32, seedRng } from "../engine/rng.js";

/** One player as the pairing needs them: id, match points, the opponents met, byes received. */
export interface PairingPlayer {
  id: string;
  matchPoints: number;
  opponents: readonly string[];
  byes: number;
}

/** A round's pairings: `a` vs `b` (table order), and the bye if any. */
export interface RoundPairings {
  pairings: { a: string; b: string }[];
  bye: string | null;
  /** Pairings that repeat an earlier match (0 unless no rematch-free pairing existed). */
  rematches: number;
}

/** Runs `f` with `Math.random` replaced by a generator seeded from `seed` (the library has no seed option). */
export function withSeededRandom<T>(seed: string, f: () => T): T {
  const original = Math.random;
  let rng = seedRng(seed);
  Math.random = () => {
    const [next, x] = nextU32(rng);
    rng = next;
    return x / 0x100000000;
  };
  try {
    return f();
  } finally {
    Math.random = original;
  }
}

/**
 * Pairs one Swiss round.
 * @param ranked the players to pair (not dropped), best first (current standings order; late entries last)
 * @param round the round number (1-based)
 * @param seed the league's seed for this round (repeatable shuffles)
 */
export function pairSwissRound(ranked: readonly PairingPlayer[], round: number, seed: string): RoundPairings {
  let bye: string | null = null;
  let rest = [...ranked];
  if (rest.length % 2 === 1) {
    // Issue 17: the bye to the lowest-ranked player without one (if all had one, the lowest-ranked).
    const pick = [...rest].reverse().find((p) => p.byes === 0) ?? rest[rest.length - 1];
    bye = pick?.id ?? null;
    rest = rest.filter((p) => p.id !== bye);
  }
  if (rest.length === 0) return { pairings: [], bye, rematches: 0 };
  const run = (avoid: boolean): LibMatch[] =>
    withSeededRandom(`${seed}/${round}/${avoid ? "a" : "r"}`, () =>
      Swiss(
        rest.map(
          (p): LibPlayer => ({
            id: p.id,
            score: p.matchPoints,
            receivedBye: p.byes > 0,
            ...(avoid ? { avoid: [...p.opponents] } : {}),
          }),
        ),
        round,
      ),
    );
  let matches: LibMatch[] | null = null;
  try {
    matches = run(true);
  } catch {
    // The library throws when the avoid lists leave no edge at all (e.g. two players who already met).
  }
  if (!matches || matches.some((m) => m.player2 === null)) matches = run(false);
  const met = new Map(rest.map((p) => [p.id, new Set(p.opponents)]));
  const pairings = matches.map((m) => {
    if (m.player1 === null || m.player2 === null) throw new Error("pairSwissRound: the library left a player unpaired");
    return { a: String(m.player1), b: String(m.player2) };
  });
  const rematches = pairings.filter((p) => met.get(p.a)?.has(p.b)).length;
  return { pairings, bye, rematches };
}

/**
 * The first round of a single-elimination top cut, from the seeds (best first): 1 v 8, 4 v 5, 2 v 7, 3 v 6 for
 * eight (the library's bracket, `ordered`). Match `m` of a cut round feeds match `ceil(m/2)` of the next.
 * @param seeds 4 or 8 player ids, best first
 */
export function topCutFirstRound(seeds: readonly string[]): { a: string; b: string }[] {
  if (seeds.length !== 4 && seeds.length !== 8) throw new Error(`topCutFirstRound: ${seeds.length} seeds`);
  const bracket = SingleElimination([...seeds], 1, false, true);
  return bracket
    .filter((m) => m.round === 1)
    .sort((x, y) => x.match - y.match)
    .map((m) => ({ a: String(m.player1), b: String(m.player2) }));
}

/**
 * The next cut round: the winners of matches 1-2, 3-4, … of the previous round (in match order) meet; the
 * winner of the odd match sits first. Empty when one winner is left (the champion).
 */
export function nextCutRound(winners: readonly string[]): { a: string; b: string }[] {
  const out: { a: string; b: string }[] = [];
  for (let i = 0; i + 1 < winners.length; i += 2) out.push({ a: winners[i]!, b: winners[i + 1]! });
  return out;
}

/** Swiss rounds "by player count" (decision, docs/leagues.md): ceil(log2(players)), at least 1. */
export function swissRoundsFor(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));
}
