/**
 * The match service's public shapes (docs/matches.md "API"): matches as the bot shows them, results, applied
 * actions, loaded matches typed by their game, timer reports and inputs.
 */
import type { PendingDecision, Seat, TableView, Viewer } from "../../engine/index.js";
import type { MatchStatus } from "./store.js";

/** A seat of a match as the bot shows it. */
export interface SeatInfo {
  readonly seat: Seat;
  readonly playerId: string;
  /** Whether the player accepted (the challenger accepts at creation). */
  readonly joined: boolean;
  readonly deckId: string | null;
}

/** A match as the bot shows it (no engine state; see {@link MatchService.load}). */
export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly mode: string;
  readonly guildId: string | null;
  readonly channelId: string;
  readonly status: MatchStatus;
  readonly stateVersion: number;
  /** Allowance per decision, hours. */
  readonly clockHours: number;
  readonly seats: readonly SeatInfo[];
  /** Seat whose clock runs (the one who must decide), null when none. */
  readonly toAct: Seat | null;
  /** When the running clock runs out. */
  readonly deadlineAt: Date | null;
  /** Whether the running clock ran out and the opponent may claim. */
  readonly claimable: boolean;
  /** Parsed `resultJson` once over (null while challenged or active): `{ reason, winnerSeat?, seat?, by?, games? }`. */
  readonly result: MatchResult | null;
  /** Multi-game modes (Riftbound `match`, Bo3): the games decided so far, in order (also while active). */
  readonly games: readonly GameResult[];
  readonly winnerSeat: Seat | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * One decided game of a multi-game match (Riftbound Bo3, rule 645): its number, winner and why (`seat` conceded
 * or ran out of time).
 */
export interface GameResult {
  readonly game: number;
  readonly winnerSeat: Seat;
  readonly reason: "game" | "concede" | "timeout";
  readonly seat?: Seat;
}

/**
 * Why and how a match ended. `seat` is the seat that conceded or timed out; `by` a user id (decline, abort);
 * `games` the decided games of a multi-game match (the last one's reason is the match's).
 */
export interface MatchResult {
  readonly reason: "game" | "concede" | "timeout" | "aborted" | "declined" | "withdrawn" | "expired";
  readonly winnerSeat?: Seat | null;
  readonly seat?: Seat;
  readonly by?: string;
  readonly note?: string;
  readonly games?: readonly GameResult[];
}

/** One applied log entry. */
export interface LoggedAction {
  readonly seq: number;
  readonly seat: Seat;
  readonly action: unknown;
  readonly resultingVersion: number;
  readonly auto: boolean;
}

/**
 * Result of an applied action: the new version, what was logged (the action and any auto-passes after it) and the
 * match status. `duplicate` is true when the interaction had been applied before: the result is the recorded one.
 */
export interface Applied {
  readonly matchId: string;
  readonly version: number;
  readonly status: MatchStatus;
  readonly winnerSeat: Seat | null;
  readonly applied: readonly LoggedAction[];
  readonly duplicate: boolean;
}

/**
 * A loaded match: its row, its engine state (null before the start) and projections, typed by the game
 * (`LoadedMatch<RbState, RbAction, RbView>`; the table uses the erased default and hands the state to the same
 * game's presentation, src/games/index.ts).
 */
export interface LoadedMatch<State = unknown, Action = unknown, View extends TableView = TableView> {
  readonly match: MatchInfo;
  readonly state: State | null;
  readonly pending: PendingDecision | null;
  /** What `viewer` may see (null before the start). */
  view(viewer: Viewer): View | null;
  /** Legal actions of `seat` now (empty before the start). */
  legalActions(seat: Seat): Action[];
}

/** What {@link MatchService.tick} found: notifications for the bot to send. */
export interface TickReport {
  /** Ping these players: their decision is due at `deadlineAt` (`late`: the deadline was moved to give warning). */
  readonly reminders: Extract<TimerNotice, { kind: "reminder" }>[];
  /** `seat` ran out of time; `claimants` may claim the game. */
  readonly claimable: Extract<TimerNotice, { kind: "claimable" }>[];
  /** Challenges nobody accepted in time (now declined). */
  readonly expiredChallenges: Extract<TimerNotice, { kind: "challenge-expired" }>[];
  /** DM reminders before a deadline and ends of vacations (docs/matches.md "Reminders", "Vacation"). */
  readonly notices: Extract<TimerNotice, { kind: "dm-reminder" | "vacation-ended" }>[];
  /** Notices whose delivery failed: `permanent` ones are dropped (done), the others are retried on a later tick. */
  readonly failed: (TimerNotice & { permanent: boolean; reason: string })[];
}

/** One timer's notice for the bot to send in the match channel (`timerId`: the `Reminder` row). */
export type TimerNotice = { timerId: string; matchId: string; guildId: string | null; channelId: string } & (
  | { kind: "reminder"; seat: Seat; playerId: string; deadlineAt: Date; late: boolean }
  | { kind: "claimable"; seat: Seat; playerId: string; claimants: string[] }
  | { kind: "challenge-expired"; playerIds: string[] }
  | { kind: "dm-reminder"; seat: Seat; playerId: string; deadlineAt: Date; hours: number }
  | { kind: "vacation-ended"; seat: Seat; playerId: string }
);

/** Deck input: pasted text or a saved deck id (of the same player and game). */
export interface DeckInput {
  deckText?: string;
  deckId?: string;
}

/** Input of {@link MatchService.createChallenge}. */
export interface ChallengeInput extends DeckInput {
  guildId: string | null;
  channelId: string;
  challengerId: string;
  opponentId: string;
  /**
   * Further invited players for modes of three or four seats (seats 2, 3 in this order; seat order is turn order,
   * and in Riftbound 2v2 seats 0+2 play against 1+3, docs/multiplayer.md). Absent for two-player modes.
   */
  opponentIds?: string[];
  game: string;
  /** Default: the game's first mode. */
  mode?: string;
  /** Allowance per decision in hours (default: the guild's, else 72). */
  clockHours?: number;
  /** Deck format both decks are checked against (default: the game's first format; docs/formats.md). */
  format?: string;
}

/** Input of {@link MatchService.submit}. */
export interface SubmitInput {
  matchId: string;
  userId: string;
  /** The action or answer: a value, or JSON text (e.g. from a modal). */
  action: unknown;
  /** Discord interaction id; the same id is applied once, a retry gets the first result. */
  interactionId?: string;
  /** Seat the UI believes the user holds (from a button's custom id); refused if it is not theirs. */
  seat?: Seat;
  /** Version the user saw (from a button's custom id); refused with `match/stale` if the match moved on. */
  expectedVersion?: number;
  /**
   * What Discord is owed for this change (JSON defined by the bot): written as an outbox row in the same
   * transaction as the action (docs/reliability.md "Outbox"). None when absent (no Discord to update).
   */
  outbox?: string;
}
