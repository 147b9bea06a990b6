/**
 * The rules half of the contract a game module implements (issue 14; docs/engine.md "A new game"): the pure
 * reducer of {@link GameModule} plus what the table needs to host any game without knowing it — how an action
 * answers an options decision (checked here against the offered options), the shape every view shares, and a
 * self-check of a state's invariants.
 */
import { type Answer, type AnswerRules, checkAnswer } from "./decision.js";
import type { ApplyResult, GameModule, Seat, Viewer } from "./types.js";

/**
 * What every game's view carries, whatever else it holds: who it is for, the state version it shows (the
 * compare-and-set version) and the log lines that viewer may read (built with `redactLog`), oldest first.
 */
export interface TableView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly log: readonly string[];
}

/**
 * A game's rules as the table uses them: the pure reducer (create, pending, legalActions, apply, view) and
 * - `answerOf(state, action)`: the options an action picks when it answers an options decision, null for any other
 *   action (or an answer the game checks itself, e.g. a damage assignment);
 * - `answerRules`: open kinds and the rule numbers answer refusals cite;
 * - `verify(state)`: broken invariants of a state in plain words (empty when sound); tests and soaks call it.
 * Build the module the table uses with {@link withAnswerCheck}.
 */
export interface GameRules<Config, State, Action, Event, View extends TableView>
  extends GameModule<Config, State, Action, Event, View> {
  answerOf(state: State, action: Action): Answer | null;
  readonly answerRules?: AnswerRules;
  verify(state: State): string[];
}

/**
 * The rules with answers checked first: an action that answers an options decision is refused (state untouched,
 * the same question stands) unless it names options the decision offered, in number between `min` and `max`.
 * Every other action goes straight to the game's `apply`.
 */
export function withAnswerCheck<C, S, A, E, V extends TableView>(
  rules: GameRules<C, S, A, E, V>,
): GameRules<C, S, A, E, V> {
  return {
    ...rules,
    apply(state: S, seat: Seat, action: A): ApplyResult<S, E> {
      const answer = rules.answerOf(state, action);
      if (answer) {
        const e = checkAnswer(rules.pending(state), seat, answer, rules.answerRules);
        if (e) return { ok: false, error: e };
      }
      return rules.apply(state, seat, action);
    },
  };
}
