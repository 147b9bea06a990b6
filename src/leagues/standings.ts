/**
 * League standings, pure: match points and the tiebreakers of the Riftbound Tournament Rules (2026-07-16,
 * `../shared/sources/riftbound/tournament-rules-2026-07-16.txt`), section 409:
 *
 * - 409.2.a opponents' mean match-win percentage (OMW%),
 * - 409.2.b game-win percentage (GW%),
 * - 409.2.c opponents' mean game-win percentage (OGW%),
 * - 409.3 still equal → a random method (here: a seeded hash of the player id, so a rerun gives the same order).
 *
 * Where the rules are silent (how the percentages are computed, byes, the floor) we follow the usual convention
 * (docs/leagues.md "Standings"): a match win is 3 points and a draw 1 (404.5: equal game wins is a drawn match);
 * MW% = match points / (3 × matches played); GW% = game points / (3 × games played), a game win 3 and a drawn game
 * 1; an opponent's MW% and GW% count at least 33% ({@link PERCENT_FLOOR}) in OMW%/OGW%; a bye is a match won 2-0
 * (1-0 in a best-of-one league) that counts in the player's own MW%/GW% but adds no opponent. A dropped player
 * (414) keeps their results and stays in the standings (flagged), so their opponents' tiebreakers do not move.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** The floor of an opponent's match-win and game-win percentage in OMW%/OGW% (the usual 33%). */
export const PERCENT_FLOOR = 0.33;

/** One pairing of a round: `a` against `b` with the games each won and the drawn games; no `b` = a bye for `a`. */
export const pairingResultSchema = z
  .object({
    a: z.string().min(1),
    b: z.string().min(1).optional(),
    gamesA: z.number().int().min(0).max(99).default(0),
    gamesB: z.number().int().min(0).max(99).default(0),
    draws: z.number().int().min(0).max(99).default(0),
  })
  .strict();

/** One round: its pairings and the players who left after it (414.1). */
export const roundResultsSchema = z
  .object({ pairings: z.array(pairingResultSchema), drop: z.array(z.string().min(1)).default([]) })
  .strict();

/**
 * A results file (`npm run league -- standings --results <file.json>`): the players by id and the rounds in
 * order. Checked beyond shape by {@link checkResults}.
 */
export const resultsSchema = z
  .object({ players: z.array(z.string().min(1)).min(1), rounds: z.array(roundResultsSchema) })
  .strict();

/** A pairing's result (parsed: games default to 0). */
export type PairingResult = z.output<typeof pairingResultSchema>;
/** A round's results (parsed). */
export type RoundResults = z.output<typeof roundResultsSchema>;
/** A league's results (parsed). */
export type Results = z.output<typeof resultsSchema>;

/** One player's line of the standings; percentages are fractions in [0, 1], unrounded. */
export interface Standing {
  rank: number;
  player: string;
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  matchesPlayed: number;
  /** Own match-win % (not floored). */
  mw: number;
  omw: number;
  gw: number;
  ogw: number;
  /** Left the league (414); still ranked. */
  dropped: boolean;
  /** Ids of the opponents met (byes excluded), in round order. */
  opponents: string[];
}

/** Options of {@link computeStandings}. */
export interface StandingsOptions {
  /** Games a bye counts as won (2 for best of three, the default; 1 for best of one). */
  byeGames?: number;
  /** Seed of the last tie-break (409.3); default "". */
  seed?: string;
}

/** A refused results file: every problem found. */
export interface ResultsProblem {
  round?: number;
  message: string;
}

/**
 * Checks what the schema cannot: known, distinct players; each player at most once per round, never against
 * themselves, never after dropping. Returns every problem (empty when the results are consistent).
 */
export function checkResults(results: Results): ResultsProblem[] {
  const problems: ResultsProblem[] = [];
  const known = new Set(results.players);
  if (known.size !== results.players.length) problems.push({ message: "players lists a player twice" });
  const dropped = new Set<string>();
  results.rounds.forEach((round, i) => {
    const seen = new Set<string>();
    const n = i + 1;
    for (const p of round.pairings) {
      for (const id of p.b === undefined ? [p.a] : [p.a, p.b]) {
        if (!known.has(id)) problems.push({ round: n, message: `unknown player ${id}` });
        if (seen.has(id)) problems.push({ round: n, message: `${id} is paired twice` });
        if (dropped.has(id)) problems.push({ round: n, message: `${id} is paired after dropping` });
        seen.add(id);
      }
      if (p.a === p.b) problems.push({ round: n, message: `${p.a} is paired against themselves` });
    }
    for (const id of round.drop) {
      if (!known.has(id)) problems.push({ round: n, message: `unknown player ${id} in drop` });
      dropped.add(id);
    }
  });
  return problems;
}

interface Tally {
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  matchesPlayed: number;
  gamePoints: number;
  gamesPlayed: number;
  opponents: string[];
  dropped: boolean;
}

function emptyTally(): Tally {
  return {
    matchPoints: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    byes: 0,
    matchesPlayed: 0,
    gamePoints: 0,
    gamesPlayed: 0,
    opponents: [],
    dropped: false,
  };
}

/** Records one side of a played match: games won, lost and drawn from that side's point of view (404.3-404.5). */
function record(t: Tally, won: number, lost: number, drawn: number, opponent: string): void {
  t.matchesPlayed++;
  t.opponents.push(opponent);
  t.gamesPlayed += won + lost + drawn;
  t.gamePoints += 3 * won + drawn;
  if (won > lost) {
    t.wins++;
    t.matchPoints += 3;
  } else if (won < lost) t.losses++;
  else {
    t.draws++;
    t.matchPoints += 1;
  }
}

const ratio = (num: number, den: number) => (den === 0 ? 0 : num / den);
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
const EPSILON = 1e-9;

/** 409.3's random method, made repeatable: a hash of the seed and the player id. */
function lot(seed: string, player: string): string {
  return createHash("sha256").update(`${seed}\u0000${player}`).digest("hex");
}

/**
 * Computes the standings of (already checked) results: ranked by match points, then 409.2.a-c, then 409.3.
 * @returns one line per player, best first, ranks 1..n.
 */
export function computeStandings(results: Results, options: StandingsOptions = {}): Standing[] {
  const byeGames = options.byeGames ?? 2;
  const tallies = new Map(results.players.map((p) => [p, emptyTally()]));
  const tally = (id: string) => {
    const t = tallies.get(id);
    if (!t) throw new Error(`standings: unknown player ${id} (run checkResults first)`);
    return t;
  };
  for (const round of results.rounds) {
    for (const p of round.pairings) {
      if (p.b === undefined) {
        // Bye: a match won byeGames-0 with no opponent (decision, docs/leagues.md).
        const t = tally(p.a);
        t.byes++;
        t.matchesPlayed++;
        t.wins++;
        t.matchPoints += 3;
        t.gamesPlayed += byeGames;
        t.gamePoints += 3 * byeGames;
        continue;
      }
      record(tally(p.a), p.gamesA, p.gamesB, p.draws, p.b);
      record(tally(p.b), p.gamesB, p.gamesA, p.draws, p.a);
    }
    for (const id of round.drop) tally(id).dropped = true;
  }
  const mw = new Map([...tallies].map(([id, t]) => [id, ratio(t.matchPoints, 3 * t.matchesPlayed)]));
  const gw = new Map([...tallies].map(([id, t]) => [id, ratio(t.gamePoints, 3 * t.gamesPlayed)]));
  const floored = (m: Map<string, number>, id: string) => Math.max(PERCENT_FLOOR, m.get(id) ?? 0);
  const seed = options.seed ?? "";
  const lines = [...tallies].map(([player, t]) => ({
    player,
    ...t,
    mw: mw.get(player) ?? 0,
    omw: mean(t.opponents.map((o) => floored(mw, o))),
    gw: gw.get(player) ?? 0,
    ogw: mean(t.opponents.map((o) => floored(gw, o))),
    lot: lot(seed, player),
  }));
  const cmp = (x: number, y: number) => (Math.abs(x - y) < EPSILON ? 0 : y - x);
  lines.sort(
    (x, y) =>
      y.matchPoints - x.matchPoints ||
      cmp(x.omw, y.omw) ||
      cmp(x.gw, y.gw) ||
      cmp(x.ogw, y.ogw) ||
      (x.lot < y.lot ? -1 : x.lot > y.lot ? 1 : 0),
  );
  return lines.map(({ lot: _lot, gamePoints: _gp, gamesPlayed: _g, ...line }, i) => ({ rank: i + 1, ...line }));
}

/** Rounds a fraction to 4 places (the CLI's output). */
export function round4(x: number): number {
  return Math.round(x * 10000) / 10000;
}

/** The CLI's line: `{ rank, player, matchPoints, omw, gw, ogw }`, fractions rounded to 4 places. */
export interface StandingJson {
  rank: number;
  player: string;
  matchPoints: number;
  omw: number;
  gw: number;
  ogw: number;
}

/** The standings as the issue's JSON lines. */
export function standingsJson(standings: readonly Standing[]): StandingJson[] {
  return standings.map((s) => ({
    rank: s.rank,
    player: s.player,
    matchPoints: s.matchPoints,
    omw: round4(s.omw),
    gw: round4(s.gw),
    ogw: round4(s.ogw),
  }));
}

/**
 * Parses and checks a results value (e.g. a parsed JSON file) and computes its standings.
 * @returns the standings, or every problem (zod issues with their paths, then consistency problems).
 */
export function standingsFromResults(
  raw: unknown,
  options: StandingsOptions = {},
): { ok: true; standings: Standing[] } | { ok: false; problems: string[] } {
  const parsed = resultsSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`),
    };
  }
  const problems = checkResults(parsed.data);
  if (problems.length > 0) {
    return { ok: false, problems: problems.map((p) => (p.round ? `round ${p.round}: ${p.message}` : p.message)) };
  }
  return { ok: true, standings: computeStandings(parsed.data, options) };
}
