import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { hostsOf, installedGames } from "../../games/index.js";
import { type Now, systemNow } from "../clock.js";
import type { ServiceContext } from "./context.js";
import { type DeckIssue, fail, type Result } from "./errors.js";
import { type GameRegistry, ownTable } from "./games.js";
import * as lifecycle from "./lifecycle.js";
import * as queries from "./queries.js";
import type { StopSettings } from "./stop-settings.js";
import { MatchStore } from "./store.js";
import * as submission from "./submission.js";
import * as timers from "./timers.js";
import * as undoing from "./undo.js";
import * as vacation from "./vacation.js";
import type { Applied, ChallengeInput, DeckInput, LoadedMatch, MatchInfo, SubmitInput, TickReport } from "./types.js";
import type { VerifyReport } from "./verify.js";

/** Options of {@link MatchService}. */
export interface MatchServiceOptions {
  db: Db;
  /** Hosted games (default: the installed games of src/games/index.ts). */
  games?: GameRegistry;
  /** The clock (default the system clock). */
  now?: Now;
  /** New match seeds, decimal strings (default 64 random bits). */
  newSeed?: () => string;
  /** Attempts of a write that keeps losing the compare-and-set before `match/stale` (default 50). */
  maxAttempts?: number;
  /** Most auto-passes applied after one action (default 200; then the player decides). */
  maxAutoPasses?: number;
}

function newSeed(): string {
  return randomBytes(8).readBigUInt64BE().toString();
}

/**
 * The match service the bot calls (docs/matches.md), game-agnostic: it hosts the games of its registry. Holds
 * nothing in memory between calls: every call reads the match from the database, and every write is one
 * compare-and-set transaction (./store.ts), retried from fresh state when another write won. The work is done by
 * small parts over one shared context: creation and closing (lifecycle.ts), moves (submission.ts), clocks
 * (timers.ts) and reads (queries.ts); this class only binds them.
 */
export class MatchService {
  readonly store: MatchStore;
  readonly games: GameRegistry;
  readonly now: Now;
  readonly #ctx: ServiceContext;

  constructor(options: MatchServiceOptions) {
    this.store = new MatchStore(options.db);
    this.games = ownTable(options.games ?? hostsOf(installedGames()));
    this.now = options.now ?? systemNow;
    this.#ctx = {
      store: this.store,
      games: this.games,
      now: this.now,
      newSeed: options.newSeed ?? newSeed,
      maxAttempts: options.maxAttempts ?? 50,
      maxAutoPasses: options.maxAutoPasses ?? 200,
    };
  }

  /** A challenge from seat 0 with a validated deck; see {@link lifecycle.createChallenge}. */
  createChallenge(input: ChallengeInput): Promise<Result<{ match: MatchInfo; warnings: DeckIssue[] }>> {
    return lifecycle.createChallenge(this.#ctx, input);
  }

  /** The challenged player accepts with a deck and the game starts; see {@link lifecycle.accept}. */
  accept(input: { matchId: string; userId: string; outbox?: string } & DeckInput): Promise<Result<Applied>> {
    return lifecycle.accept(this.#ctx, input);
  }

  /** Declines (the challenged) or withdraws (the challenger) a pending challenge; see {@link lifecycle.decline}. */
  decline(input: { matchId: string; userId: string }): Promise<Result<{ match: MatchInfo }>> {
    return lifecycle.decline(this.#ctx, input);
  }

  /** 2v2 lobby: an invited player who has not joined switches team; see {@link lifecycle.switchTeam}. */
  switchTeam(input: { matchId: string; userId: string; team: 0 | 1 }): Promise<Result<{ match: MatchInfo }>> {
    return lifecycle.switchTeam(this.#ctx, input);
  }

  /** Aborts a match (an admin; the bot checks rights); see {@link lifecycle.abort}. */
  abort(input: { matchId: string; adminId: string; note?: string }): Promise<Result<{ match: MatchInfo }>> {
    return lifecycle.abort(this.#ctx, input);
  }

  /** Applies an action or answer, then auto-passes, in one compare-and-set write; see {@link submission.submit}. */
  submit(input: SubmitInput): Promise<Result<Applied>> {
    return submission.submit(this.#ctx, input);
  }

  /** Concedes the user's seat; see {@link submission.concede}. */
  concede(input: {
    matchId: string;
    userId: string;
    interactionId?: string;
    outbox?: string;
  }): Promise<Result<Applied>> {
    return submission.concede(this.#ctx, input);
  }

  /** Claims the game when the opponent's clock ran out; see {@link submission.claim}. */
  claim(input: { matchId: string; userId: string; interactionId?: string; outbox?: string }): Promise<Result<Applied>> {
    return submission.claim(this.#ctx, input);
  }

  /** What undoing the user's last action would take back, or why it cannot be; see {@link undoing.planUndo}. */
  async planUndo(matchId: string, userId: string): Promise<Result<{ plan: undoing.UndoPlan }>> {
    const r = await undoing.planUndo(this.#ctx, matchId, userId);
    return r.ok ? { ok: true, plan: r.plan } : r;
  }

  /** Takes back the user's last action (with the opponent's consent once they acted); see {@link undoing.undo}. */
  undo(input: {
    matchId: string;
    userId: string;
    expectedVersion?: number;
    consentBy?: string;
  }): Promise<Result<{ plan: undoing.UndoPlan }>> {
    return undoing.undo(this.#ctx, input);
  }

  /** The user's vacations in a match and what they may still ask for; see {@link vacation.vacationStatus}. */
  vacationStatus(matchId: string, userId: string): Promise<Result<{ status: vacation.VacationStatus }>> {
    return vacation.vacationStatus(this.#ctx, matchId, userId);
  }

  /** Whether the user may ask for `days` of vacation now; see {@link vacation.checkVacation}. */
  checkVacation(input: {
    matchId: string;
    userId: string;
    days: number;
  }): Promise<Result<{ status: vacation.VacationStatus }>> {
    return vacation.checkVacation(this.#ctx, input);
  }

  /** Starts a vacation the opponent agreed to (the user's clock is held); see {@link vacation.startVacation}. */
  startVacation(input: {
    matchId: string;
    userId: string;
    days: number;
    consentBy: string;
  }): Promise<Result<{ until: Date; seat: number }>> {
    return vacation.startVacation(this.#ctx, input);
  }

  /** Changes a match's allowance per decision; see {@link timers.setClock}. */
  setClock(input: { matchId: string; hours: number }): Promise<Result<{ match: MatchInfo }>> {
    return timers.setClock(this.#ctx, input);
  }

  /** Timers due at `now` (default: the service clock), unhandled. */
  dueTimers(now: Date = this.now()) {
    return timers.dueTimers(this.#ctx, now);
  }

  /**
   * Handles every due timer one by one; with `deliver`, each is done only once its notice was sent (or failed for
   * good); see {@link timers.tick}.
   */
  tick(now: Date = this.now(), deliver?: timers.Deliver): Promise<TickReport> {
    return timers.tick(this.#ctx, now, deliver);
  }

  /** Loads a match from the database alone (nothing is cached); see {@link queries.load}. */
  load(matchId: string): Promise<Result<LoadedMatch>> {
    return queries.load(this.#ctx, matchId);
  }

  /** Challenges and running matches the user sits in, most recently updated first. */
  listActive(userId: string): Promise<MatchInfo[]> {
    return queries.listActive(this.#ctx, userId);
  }

  /** A player's stop settings, every stop point of the hosted games filled in. */
  getStopSettings(userId: string): Promise<StopSettings> {
    return queries.getStopSettings(this.#ctx, userId);
  }

  /** Changes some of a player's stop settings; see {@link queries.setStopSettings}. */
  setStopSettings(userId: string, patch: unknown): Promise<Result<{ settings: StopSettings }>> {
    return queries.setStopSettings(this.#ctx, userId, patch);
  }

  /**
   * Changes a player's settings for one match ("stop when I'm targeted" here, "pass until end of turn", "play and
   * pass"), then applies the auto-passes they allow now; see {@link queries.setMatchStops} and
   * {@link submission.settle}. `applied` lists those passes (empty when none). `outbox`: what Discord is owed
   * when passes are applied (written with them).
   */
  async setMatchStops(
    userId: string,
    matchId: string,
    patch: unknown,
    outbox?: string,
  ): Promise<Result<{ settings: StopSettings; settled: Applied | null }>> {
    const r = await queries.setMatchStops(this.#ctx, userId, matchId, patch);
    if (!r.ok) return r;
    const settled = await submission.settle(this.#ctx, matchId, outbox);
    return { ok: true, settings: r.settings, settled: settled.ok ? settled : null };
  }

  /**
   * "Pass until end of turn": the user passes (or ends the turn) whenever the game offers it until the current turn
   * ends (the game's `turnKey`), unless a stop point they set applies; passes at once if they are deciding.
   * Errors: those of {@link load}, `match/finished`, `action/unsupported` (the game has no turns to pass through).
   */
  async passUntilEndOfTurn(
    userId: string,
    matchId: string,
    outbox?: string,
  ): Promise<Result<{ settings: StopSettings; settled: Applied | null }>> {
    const m = await this.load(matchId);
    if (!m.ok) return m;
    if (!m.match.seats.some((s) => s.playerId === userId))
      return fail("match/not-a-player", "You are not playing in this match.");
    if (m.match.status !== "active" || m.state === null)
      return fail("match/finished", `This match is ${m.match.status}.`);
    const key = this.games[m.match.game]?.turnKey?.(m.state);
    if (key === undefined) return fail("action/unsupported", "This game has no turns to pass through.");
    return this.setMatchStops(userId, matchId, { passUntil: key }, outbox);
  }

  /** Applies the auto-passes the players' settings allow now; see {@link submission.settle}. */
  settle(matchId: string, outbox?: string): Promise<Result<Applied>> {
    return submission.settle(this.#ctx, matchId, outbox);
  }

  /** Replays every started match and compares it with its snapshot (`npm run matches -- verify`). */
  verify(): Promise<VerifyReport> {
    return queries.verify(this.#ctx);
  }
}

export { toInfo } from "./results.js";
export type {
  Applied,
  ChallengeInput,
  DeckInput,
  GameResult,
  LoadedMatch,
  LoggedAction,
  MatchInfo,
  MatchResult,
  SeatInfo,
  SubmitInput,
  TickReport,
  TimerNotice,
} from "./types.js";
export type { Deliver, DeliveryResult } from "./timers.js";
export type { UndoPlan } from "./undo.js";
export type { VacationStatus } from "./vacation.js";
