/**
 * Per-player turn counts and the Energy spent to play spells: facts of the game's history that cards read ("your
 * first turn", "if this is your Nth turn", "if you've spent [4] or more to play a spell this turn"). CR 1.4 736-737
 * (the turn queue: each player's turns, additional turns included), CR 1.4 356-357 (a spell's total cost is paid as
 * it is played). Pure reads and small writes on the state; imports only types and tallies.ts (which imports types).
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState } from "./state.js";
import { withSeat } from "./tallies.js";

/**
 * How many turns `seat` has begun this game, the current one included when it is theirs (CR 1.4 736-737: additional
 * turns count as that player's turns). Counted at each Awaken step (`PlayerState.turnsTaken`); a state without the
 * counter (a position set up mid-game) derives it from the turn number and the regular turn order, going back from
 * the turn player.
 */
export function turnsTaken(s: RbState, seat: Seat): number {
  const stored = s.players[seat]?.turnsTaken;
  if (stored !== undefined) return stored;
  return derivedTurns(s, seat, s.turnNumber);
}

/** The turns `seat` took among turns 1..`upTo`, when every turn followed the regular order (CR 1.4 736). */
function derivedTurns(s: RbState, seat: Seat, upTo: number): number {
  const n = s.players.length;
  const back = (((s.turnPlayer - seat) % n) + n) % n; // turns ago that `seat` last had a turn
  let count = 0;
  for (let t = s.turnNumber - back; t >= 1; t -= n) if (t <= upTo) count++;
  return count;
}

/**
 * CR 1.4 736-737: a turn of `s.turnPlayer` begins (the Awaken step). A state without counters gets them all from the
 * turn order first, so extra turns taken from here on are counted.
 */
export function countTurnStart(s: RbState): void {
  if (s.players.some((p) => p.turnsTaken === undefined))
    for (const p of s.players) if (p.turnsTaken === undefined) p.turnsTaken = derivedTurns(s, p.seat, s.turnNumber - 1);
  const p = s.players[s.turnPlayer]!;
  p.turnsTaken = (p.turnsTaken ?? 0) + 1;
}

/**
 * "It is your Nth turn" (`of: "you"`, the default: it is `seat`'s turn and their count compares) or "the turn
 * player's Nth turn" (`of: "turnPlayer"`). CR 1.4 736.
 */
export function nthTurnHolds(
  s: RbState,
  seat: Seat,
  of: "you" | "turnPlayer" | undefined,
  test: (n: number) => boolean,
): boolean {
  if ((of ?? "you") === "you" && s.turnPlayer !== seat) return false;
  return test(turnsTaken(s, of === "turnPlayer" ? s.turnPlayer : seat));
}

/** The most Energy `seat` spent to play one spell this turn (0 if none): "if you've spent [N] or more to play a spell". */
export function mostSpellEnergy(s: RbState, seat: Seat): number {
  return s.history.spellEnergy?.[seat] ?? 0;
}

/**
 * Records the Energy a player spent to play a spell (its total cost's Energy, CR 1.4 356-357), as the spell is
 * played: a spell countered later still counts (UFAQ: Jhin, Meticulous Killer).
 */
export function recordSpellEnergy(s: RbState, seat: Seat, energy: number): void {
  if (energy <= 0 || mostSpellEnergy(s, seat) >= energy) return;
  s.history.spellEnergy = withSeat(s, s.history.spellEnergy, seat, energy);
}
