/**
 * A league pairing's score from its match, pure: what the engine decided when the match ended, and the round
 * deadline procedure for a match still running (Riftbound Tournament Rules 404, 408; docs/leagues.md "Deadline").
 */
import type { MatchInfo } from "../services/matches/index.js";

/** Games won by A (seat 0) and B (seat 1), and drawn games. */
export interface PairingScore {
  gamesA: number;
  gamesB: number;
  draws: number;
}

/** Games won per seat from the match's decided games (Bo3, 645) or its single game's winner (Bo1). */
function decidedGames(info: MatchInfo): PairingScore {
  if (info.games.length > 0) {
    return {
      gamesA: info.games.filter((g) => g.winnerSeat === 0).length,
      gamesB: info.games.filter((g) => g.winnerSeat === 1).length,
      draws: 0,
    };
  }
  return { gamesA: 0, gamesB: 0, draws: 0 };
}

/**
 * How a finished match's result came (`LeaguePairing.source`): `concede` when a player conceded it, `timeout` when
 * a player's clock ran out, else `engine` (played to a winner, or ended by an admin). Other sources are set by the
 * league itself: `bye`, `deadline`, `drop`, `override` (docs/leagues.md "Result sources").
 */
export function sourceOfFinished(info: MatchInfo): "engine" | "concede" | "timeout" {
  const reason = info.result?.reason;
  return reason === "concede" || reason === "timeout" ? reason : "engine";
}

/**
 * The score of a finished match as the engine decided it (a win, a concession, a timeout claim): the games of a
 * Bo3, or 1-0 for a Bo1; a finished game without a winner is a drawn game.
 * @throws if the match is not finished
 */
export function scoreOfFinished(info: MatchInfo): PairingScore {
  if (info.status !== "finished") throw new Error(`scoreOfFinished: match ${info.id} is ${info.status}`);
  const s = decidedGames(info);
  if (info.games.length > 0) {
    // A claim on time forfeits the rest of a Bo3 (docs/matches.md); the games list already holds them.
    if (info.winnerSeat === 0 && s.gamesA <= s.gamesB) s.gamesA = s.gamesB + 1;
    if (info.winnerSeat === 1 && s.gamesB <= s.gamesA) s.gamesB = s.gamesA + 1;
    return s;
  }
  if (info.winnerSeat === 0) return { gamesA: 1, gamesB: 0, draws: 0 };
  if (info.winnerSeat === 1) return { gamesA: 0, gamesB: 1, draws: 0 };
  return { gamesA: 0, gamesB: 0, draws: 1 };
}

/**
 * The round deadline procedure for a match not finished in time (decision, docs/leagues.md "Deadline"):
 *
 * - Swiss (408.2, 408.3): the extra turns of 408.2.a are skipped (play by chat: they could take days). A game
 *   in progress goes to the player with a point lead of two or more, else it is a drawn game (408.2.b); then
 *   the player with more game wins wins the match, equal game wins is a drawn match (408.3.a-b, 404.4-404.5).
 *   Between games (`points` null), no new game is started (408.2.d).
 * - Top cut (408.4, single elimination must produce a winner): the game in progress goes to the player with the
 *   most points (408.4.c.1); then more game wins wins (408.4.a, c.2); still tied, the sudden death of 408.4.c.3
 *   cannot be played after a deadline, so the higher seed (seat 0, `A`) advances.
 *
 * @param info the match (active, or aborted with its decided games)
 * @param points the points per seat of the game in progress, or null when no game is in progress or unknown
 */
export function scoreAtDeadline(
  info: MatchInfo,
  points: readonly number[] | null,
  kind: "swiss" | "cut",
): PairingScore {
  const s = decidedGames(info);
  const [pa, pb] = points ?? [];
  if (pa !== undefined && pb !== undefined) {
    const lead = kind === "swiss" ? 2 : 1;
    if (pa - pb >= lead) s.gamesA++;
    else if (pb - pa >= lead) s.gamesB++;
    else if (kind === "swiss") s.draws++;
  }
  if (kind === "cut" && s.gamesA === s.gamesB) s.gamesA++;
  return s;
}

/** Who won a scored pairing: "a", "b" or "draw" (more game wins wins, 404.4-404.5). */
export function outcomeOf(s: PairingScore): "a" | "b" | "draw" {
  return s.gamesA > s.gamesB ? "a" : s.gamesB > s.gamesA ? "b" : "draw";
}
