import type { PendingDecision } from "./decision.js";

/**
 * The game-agnostic engine contract (see docs/engine.md). A game module is a pure reducer:
 * state and action in, new state and events out. Nothing here performs I/O or reads the clock.
 */

/** A seat at the table: 0-based index into the match's players. */
export type Seat = number;

/** Who is looking at a projection: a seat, or the public (spectators, the channel board). */
export type Viewer = Seat | "public";

/**
 * An expected failure: an illegal action or answer. Never thrown; returned as data.
 * `code` is namespaced (`action/not-your-priority`, `play/cannot-pay`), `rule` is the governing rule
 * number of the game's rules document (for Riftbound, Core Rules 2025-06-02) when one applies.
 */
export interface Rejection {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /**
   * The values `message` shows (a card's name, a count), by placeholder name, so a presentation can say the refusal
   * in another language from `code` and these (issue 15); absent when the message has none.
   */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The result of applying an action: the new state and what happened, or a rejection (state unchanged). */
export type ApplyResult<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: Rejection };

/**
 * A game module: the whole rules of one game behind a small pure API.
 * - `create(config, seed)`: a new match, run up to its first pending decision.
 * - `pending(state)`: the decision the game waits for, or null when the game is over.
 * - `legalActions(state, seat)`: every discretionary action or answer `seat` may submit now.
 * - `apply(state, seat, action)`: the new state and events, or a typed rejection (state unchanged).
 * - `view(state, viewer)`: everything `viewer` may see; the only way state leaves the engine.
 */
export interface GameModule<Config, State, Action, Event, View> {
  readonly id: string;
  create(config: Config, seed: number | string): State;
  pending(state: State): PendingDecision | null;
  legalActions(state: State, seat: Seat): Action[];
  apply(state: State, seat: Seat, action: Action): ApplyResult<State, Event>;
  view(state: State, viewer: Viewer): View;
}

/** One entry of a match's action log: who acted and what they submitted. */
export interface LogEntry<Action> {
  readonly seat: Seat;
  readonly action: Action;
}

/** Thrown by {@link replay} when a logged action is refused: the log and the engine disagree. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly rejection: Rejection,
  ) {
    super(`replay: action #${index} was refused: ${rejection.code}: ${rejection.message}`);
  }
}

/**
 * Rebuilds a match exactly from its config, seed and action log (design.md principle 5).
 * @throws ReplayError if any logged action is refused.
 */
export function replay<C, S, A, E, V>(
  game: GameModule<C, S, A, E, V>,
  config: C,
  seed: number | string,
  log: readonly LogEntry<A>[],
): S {
  let state = game.create(config, seed);
  log.forEach((entry, i) => {
    const r = game.apply(state, entry.seat, entry.action);
    if (!r.ok) throw new ReplayError(i, r.error);
    state = r.state;
  });
  return state;
}

/** Builds a rejection value. */
export function reject(code: string, message: string, rule?: string): { ok: false; error: Rejection } {
  return { ok: false, error: rule === undefined ? { code, message } : { code, message, rule } };
}
