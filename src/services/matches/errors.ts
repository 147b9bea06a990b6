/**
 * Typed results of the match service (docs/conventions.md: expected failures are values, broken invariants
 * throw). Engine rejections pass through with their own code and rule number (e.g. `choose/not-yours`, 512.1.b.1).
 */

/** Error codes the service itself produces (engine rejection codes come on top, as plain strings). */
export type MatchErrorCode =
  | "match/not-found"
  | "match/finished"
  | "match/not-started"
  | "match/stale"
  | "match/not-a-player"
  | "action/malformed"
  | "action/not-your-seat"
  | "challenge/self"
  | "challenge/not-pending"
  | "challenge/not-yours"
  | "game/unknown"
  | "game/bad-mode"
  | "game/bad-format"
  | "deck/invalid"
  | "deck/not-found"
  | "deck/missing"
  | "clock/invalid"
  | "claim/not-claimable";

/**
 * One problem with a deck, in plain words (rule number when one applies). `key` and `params`: the problem as a typed
 * value, for games whose problems have texts in the reader's language (Riftbound: decks/problem-text.ts); the bot
 * renders those, and shows `message` (English) for every other problem.
 */
export interface DeckIssue {
  readonly message: string;
  readonly rule?: string;
  readonly code?: string;
  readonly key?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * An expected failure. `code` is a {@link MatchErrorCode} or an engine rejection code; `rule` is the governing rule
 * for engine rejections; `problems` lists every problem of a refused deck (`deck/invalid`).
 */
export interface MatchError {
  readonly code: MatchErrorCode | (string & {});
  readonly message: string;
  readonly rule?: string;
  /** Engine rejections: the values the refusal shows (`Rejection.params`), for texts in the reader's language. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly problems?: readonly DeckIssue[];
}

/** Failure value. */
export interface Failure {
  readonly ok: false;
  readonly error: MatchError;
}

/** A success carrying `T`'s fields, or a {@link Failure}. */
export type Result<T extends object> = ({ ok: true } & T) | Failure;

/** Builds a {@link Failure}. */
export function fail(code: MatchErrorCode | (string & {}), message: string, extra: Partial<MatchError> = {}): Failure {
  return { ok: false, error: { code, message, ...extra } };
}
