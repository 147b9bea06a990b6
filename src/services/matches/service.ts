import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import type { PendingDecision, Seat, TableView, Viewer } from "../../engine/index.js";
import { logger } from "../../log.js";
import { type Now, systemNow } from "../clock.js";
import { DEFAULT_CLOCK_HOURS, StoredConfigSchema, validClockHours } from "./clocks.js";
import { type DeckIssue, type Failure, fail, type Result } from "./errors.js";
import type { GameAdapter, GameRegistry, MatchProgress } from "./games.js";
import { hostsOf, installedGames } from "../../games/index.js";
import { type StopSettings, mayAutoPass, parseStopSettings, patchStopSettings } from "./stop-settings.js";
import {
  type ClockChange,
  type Ending,
  type LogRow,
  type MatchRow,
  type MatchStatus,
  MatchStore,
  type NewAction,
  type TimerOutcome,
  type WriteRow,
} from "./store.js";
import { type VerifyReport, verifyMatch } from "./verify.js";

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

const GameResultSchema = z.object({
  game: z.number().int().min(1),
  winnerSeat: z.number().int().min(0),
  reason: z.enum(["game", "concede", "timeout"]),
  seat: z.number().int().min(0).optional(),
});

/**
 * `Match.resultJson`: the result once over; while a multi-game match runs, only `{ games }` (docs/matches.md).
 */
const StoredResultSchema = z.object({
  reason: z.enum(["game", "concede", "timeout", "aborted", "declined", "withdrawn", "expired"]).optional(),
  winnerSeat: z.number().int().min(0).nullable().optional(),
  seat: z.number().int().min(0).optional(),
  by: z.string().optional(),
  note: z.string().optional(),
  games: z.array(GameResultSchema).optional(),
});

/** Parses a stored `resultJson` (null, or a broken row: nothing). */
function storedResult(json: string | null): z.infer<typeof StoredResultSchema> | null {
  if (json === null) return null;
  try {
    const r = StoredResultSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
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
  readonly reminders: {
    matchId: string;
    channelId: string;
    seat: Seat;
    playerId: string;
    deadlineAt: Date;
    late: boolean;
  }[];
  /** `seat` ran out of time; `claimants` may claim the game. */
  readonly claimable: { matchId: string; channelId: string; seat: Seat; playerId: string; claimants: string[] }[];
  /** Challenges nobody accepted in time (now declined). */
  readonly expiredChallenges: { matchId: string; channelId: string; playerIds: string[] }[];
}

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
  game: string;
  /** Default: the game's first mode. */
  mode?: string;
  /** Allowance per decision in hours (default: the guild's, else 72). */
  clockHours?: number;
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
}

/** What one write wants to apply, decided on fresh state. */
interface Move {
  seat: Seat;
  action: unknown;
  /** The service acts for the player (claims). */
  auto: boolean;
  reason?: MatchResult["reason"];
}

interface WriteCtx {
  row: WriteRow;
  adapter: GameAdapter;
  state: unknown;
  now: Date;
}

function newSeed(): string {
  return randomBytes(8).readBigUInt64BE().toString();
}

/**
 * The match service the bot calls (docs/matches.md). Holds nothing in memory between calls: every call reads the
 * match from the database, and every write is one compare-and-set transaction (./store.ts), retried from fresh
 * state when another write won. The engine stays pure; this service applies auto-passes and clock claims for the
 * players and logs them with `auto = true`.
 */
export class MatchService {
  readonly store: MatchStore;
  readonly games: GameRegistry;
  readonly now: Now;
  readonly #newSeed: () => string;
  readonly #maxAttempts: number;
  readonly #maxAutoPasses: number;

  constructor(options: MatchServiceOptions) {
    this.store = new MatchStore(options.db);
    this.games = options.games ?? hostsOf(installedGames());
    this.now = options.now ?? systemNow;
    this.#newSeed = options.newSeed ?? newSeed;
    this.#maxAttempts = options.maxAttempts ?? 50;
    this.#maxAutoPasses = options.maxAutoPasses ?? 200;
  }

  /**
   * Creates a challenge: the challenger takes seat 0 with a validated deck; the opponent gets seat 1 and must
   * accept. The challenge expires (declined) after one allowance. Errors: `game/unknown`, `game/bad-mode`,
   * `challenge/self`, `clock/invalid`, `deck/missing`, `deck/not-found`, `deck/invalid` (every problem listed).
   */
  async createChallenge(input: ChallengeInput): Promise<Result<{ match: MatchInfo; warnings: DeckIssue[] }>> {
    const adapter = this.games[input.game];
    if (!adapter)
      return fail("game/unknown", `Unknown game "${input.game}" (known: ${Object.keys(this.games).join(", ")}).`);
    const mode = input.mode ?? adapter.modes[0] ?? "1v1";
    if (!adapter.modes.includes(mode))
      return fail("game/bad-mode", `${input.game} has no mode "${mode}" (${adapter.modes.join(", ")}).`);
    if (input.challengerId === input.opponentId) return fail("challenge/self", "You cannot challenge yourself.");
    if (adapter.seats(mode) !== 2)
      return fail("game/bad-mode", `Challenges are for two players; ${mode} seats ${adapter.seats(mode)}.`);
    const clockHours =
      input.clockHours ??
      (input.guildId ? await this.store.guildClockHours(input.guildId) : null) ??
      DEFAULT_CLOCK_HOURS;
    if (!validClockHours(clockHours))
      return fail("clock/invalid", "The clock must be a whole number of hours from 1 to 720 (30 days).");
    const deck = await this.#resolveDeck(adapter, input.game, input.challengerId, input);
    if (!deck.ok) return deck;
    const now = this.now();
    const row = await this.store.createChallenge({
      game: input.game,
      mode,
      guildId: input.guildId,
      channelId: input.channelId,
      configJson: JSON.stringify({ clockHours }),
      seed: this.#newSeed(),
      seats: [
        {
          seat: 0,
          playerId: input.challengerId,
          deckJson: JSON.stringify(deck.deck),
          deckId: deck.deckId,
          joinedAt: now,
        },
        { seat: 1, playerId: input.opponentId, deckJson: null, deckId: null, joinedAt: null },
      ],
      expiresAt: new Date(now.getTime() + clockHours * 3_600_000),
      now,
    });
    return { ok: true, match: toInfo(row), warnings: deck.warnings };
  }

  /**
   * The challenged player accepts with a deck: the engine config is built from both decks, the game created from
   * the stored seed and run to its first decision. Accepting again is harmless (`duplicate: true`).
   * Errors: `match/not-found`, `challenge/not-pending`, `challenge/not-yours`, deck errors as for a challenge.
   */
  async accept(input: { matchId: string; userId: string } & DeckInput): Promise<Result<Applied>> {
    for (let attempt = 0; attempt < this.#maxAttempts; attempt++) {
      const row = await this.store.getMatch(input.matchId);
      if (!row) return notFound(input.matchId);
      const seat = row.seats.find((s) => s.playerId === input.userId);
      if (row.status !== "challenged") {
        if (seat && row.status === "active") {
          return {
            ok: true,
            matchId: row.id,
            version: row.stateVersion,
            status: "active",
            winnerSeat: null,
            applied: [],
            duplicate: true,
          };
        }
        return fail("challenge/not-pending", `This challenge is ${row.status}.`);
      }
      if (!seat || seat.joinedAt !== null) return fail("challenge/not-yours", "Only the challenged player can accept.");
      const adapter = this.#adapter(row.game);
      const built = await this.#resolveDeck(adapter, row.game, input.userId, input);
      if (!built.ok) return built;
      const decks = row.seats.map((s) =>
        s.seat === seat.seat ? built.deck : adapter.parseDeck(JSON.parse(s.deckJson ?? "null")),
      );
      // The stored (JSON) config is what replays use, so the game is created from exactly that.
      const engineJson = JSON.parse(JSON.stringify(adapter.makeConfig(decks, row.mode))) as unknown;
      const stored = StoredConfigSchema.parse(JSON.parse(row.configJson));
      const config = adapter.parseConfig(engineJson);
      const start = adapter.module.create(config, row.seed);
      const settings = settingsBySeat(row);
      const autos = this.#autoPasses(adapter, start, settings);
      const actions = autos.steps.map((a) => ({ ...a, interactionId: null, auto: true }));
      const pendingSeat = adapter.module.pending(autos.state)?.seat;
      const now = this.now();
      const ending = endingOf(adapter, autos.state, undefined, gamesOf(adapter, [start, autos.state], [], undefined));
      const out = await this.store.start({
        matchId: row.id,
        seat: seat.seat,
        deckJson: JSON.stringify(built.deck),
        deckId: built.deckId,
        configJson: JSON.stringify({ ...stored, engine: engineJson }),
        seats: row.seats.length,
        newVersion: adapter.version(autos.state),
        snapshot: JSON.stringify(autos.state),
        ending,
        actions,
        clock: pendingSeat === undefined ? { kind: "stop" } : { kind: "run", seat: pendingSeat },
        now,
      });
      if (out.status !== "ok") continue;
      return {
        ok: true,
        matchId: row.id,
        version: adapter.version(autos.state),
        status: ending?.status ?? "active",
        winnerSeat: ending?.winnerSeat ?? null,
        applied: actions.map((a, i) => logged(a, out.firstSeq + i)),
        duplicate: false,
      };
    }
    return staleFailure();
  }

  /**
   * Declines a pending challenge (the challenged player) or withdraws it (the challenger).
   * Errors: `match/not-found`, `match/not-a-player`, `challenge/not-pending`.
   */
  async decline(input: { matchId: string; userId: string }): Promise<Result<{ match: MatchInfo }>> {
    const row = await this.store.getMatch(input.matchId);
    if (!row) return notFound(input.matchId);
    const seat = row.seats.find((s) => s.playerId === input.userId);
    if (!seat) return fail("match/not-a-player", "You are not part of this challenge.");
    const reason = seat.joinedAt === null ? "declined" : "withdrawn";
    const done = await this.store.close(
      row.id,
      ["challenged"],
      { status: "declined", resultJson: JSON.stringify({ reason, by: input.userId }), winnerSeat: null },
      this.now(),
    );
    if (!done) return fail("challenge/not-pending", "This challenge is no longer pending.");
    return this.#info(row.id);
  }

  /**
   * Applies an action or answer for the user's seat, then any auto-passes, in one compare-and-set write (retried
   * from fresh state when another write won). Errors: `match/not-found`, `match/not-started`, `match/finished`,
   * `match/stale` (only with `expectedVersion`, or after too many lost races), `action/malformed`,
   * `action/not-your-seat`, and engine rejections with their rule.
   */
  submit(input: SubmitInput): Promise<Result<Applied>> {
    let parsedRaw: unknown = input.action;
    if (typeof input.action === "string") {
      try {
        parsedRaw = JSON.parse(input.action);
      } catch {
        return Promise.resolve(fail("action/malformed", "The action is not valid JSON."));
      }
    }
    return this.#write(input.matchId, input.interactionId, (ctx) => {
      const seat = seatOf(ctx.row, input.userId);
      if (!seat.ok) return seat;
      if (input.seat !== undefined && input.seat !== seat.seat)
        return fail("action/not-your-seat", `Seat ${input.seat + 1} belongs to another player.`);
      if (input.expectedVersion !== undefined && input.expectedVersion !== ctx.row.stateVersion)
        return fail("match/stale", "The board moved on since you looked; here is the current one.");
      const parsed = ctx.adapter.parseAction(parsedRaw);
      if (!parsed.ok) return fail("action/malformed", `Malformed action: ${parsed.message}`);
      return { ok: true, seat: seat.seat, action: parsed.action, auto: false };
    });
  }

  /** Concedes the user's seat. Errors as {@link submit}. */
  concede(input: { matchId: string; userId: string; interactionId?: string }): Promise<Result<Applied>> {
    return this.#write(input.matchId, input.interactionId, (ctx) => {
      const seat = seatOf(ctx.row, input.userId);
      if (!seat.ok) return seat;
      return { ok: true, seat: seat.seat, action: ctx.adapter.concede(seat.seat), auto: false, reason: "concede" };
    });
  }

  /**
   * Claims the game when the opponent's clock ran out (after the reminder): the opponent's seat concedes, logged
   * as an auto action, result reason `timeout`. In a multi-game match the claim forfeits the match: the late seat
   * concedes every game left (docs/matches.md). Errors: `claim/not-claimable` and those of {@link submit}.
   */
  claim(input: { matchId: string; userId: string; interactionId?: string }): Promise<Result<Applied>> {
    return this.#write(input.matchId, input.interactionId, (ctx) => {
      const seat = seatOf(ctx.row, input.userId);
      if (!seat.ok) return seat;
      const late = ctx.row.clocks.find(
        (c) =>
          c.seat !== seat.seat &&
          c.deadlineAt !== null &&
          (c.claimable || (c.reminded && c.deadlineAt.getTime() <= ctx.now.getTime())),
      );
      if (!late) {
        const running = ctx.row.clocks.find((c) => c.deadlineAt !== null);
        const when = running?.deadlineAt ? ` (the clock runs out at ${running.deadlineAt.toISOString()})` : "";
        return fail("claim/not-claimable", `Your opponent still has time${when}.`);
      }
      return { ok: true, seat: late.seat, action: ctx.adapter.concede(late.seat), auto: true, reason: "timeout" };
    });
  }

  /**
   * Aborts a match (an admin; the bot checks permissions): no winner, clocks stopped.
   * Errors: `match/not-found`, `match/finished`.
   */
  async abort(input: { matchId: string; adminId: string; note?: string }): Promise<Result<{ match: MatchInfo }>> {
    // A multi-game match keeps the games already decided (read just before the close: a game decided in
    // between would be missing from the aborted result; acceptable for an admin action).
    const games = storedResult((await this.store.getMatch(input.matchId))?.resultJson ?? null)?.games;
    const result: MatchResult = {
      reason: "aborted",
      by: input.adminId,
      ...(input.note ? { note: input.note } : {}),
      ...(games?.length ? { games } : {}),
    };
    const done = await this.store.close(
      input.matchId,
      ["challenged", "active"],
      { status: "aborted", resultJson: JSON.stringify(result), winnerSeat: null },
      this.now(),
    );
    if (!done) {
      const row = await this.store.getMatch(input.matchId);
      if (!row) return notFound(input.matchId);
      return fail("match/finished", `This match is already ${row.status}.`);
    }
    return this.#info(input.matchId);
  }

  /**
   * Changes a match's allowance per decision (the bot decides who may: both players or an admin); a running
   * clock restarts with the new allowance. Errors: `match/not-found`, `match/finished`, `clock/invalid`.
   */
  async setClock(input: { matchId: string; hours: number }): Promise<Result<{ match: MatchInfo }>> {
    if (!validClockHours(input.hours))
      return fail("clock/invalid", "The clock must be a whole number of hours from 1 to 720.");
    const done = await this.store.setClockHours(input.matchId, input.hours, this.now());
    if (!done) {
      const row = await this.store.getMatch(input.matchId);
      if (!row) return notFound(input.matchId);
      return fail("match/finished", `This match is ${row.status}.`);
    }
    return this.#info(input.matchId);
  }

  /** Loads a match from the database alone (nothing is cached). Errors: `match/not-found`. */
  async load(matchId: string): Promise<Result<LoadedMatch>> {
    const row = await this.store.getMatch(matchId);
    if (!row) return notFound(matchId);
    const adapter = this.#adapter(row.game);
    const state = row.snapshot === null ? null : adapter.parseState(JSON.parse(row.snapshot));
    return {
      ok: true,
      match: toInfo(row),
      state,
      pending: state === null ? null : adapter.module.pending(state),
      view: (viewer) => (state === null ? null : adapter.module.view(state, viewer)),
      legalActions: (seat) =>
        state === null || row.status !== "active" ? [] : adapter.module.legalActions(state, seat),
    };
  }

  /** Challenges and running matches the user sits in, most recently updated first. */
  async listActive(userId: string): Promise<MatchInfo[]> {
    return (await this.store.listActiveFor(userId)).map(toInfo);
  }

  /** A player's stop settings (defaults when never set). */
  async getStopSettings(userId: string): Promise<StopSettings> {
    return parseStopSettings(await this.store.getStopSettingsJson(userId));
  }

  /** Changes some of a player's stop settings. Errors: `action/malformed` for wrong fields or types. */
  async setStopSettings(userId: string, patch: unknown): Promise<Result<{ settings: StopSettings }>> {
    let settings: StopSettings;
    try {
      settings = patchStopSettings(await this.getStopSettings(userId), patch);
    } catch (e) {
      return fail("action/malformed", `Bad stop settings: ${e instanceof Error ? e.message : String(e)}`);
    }
    await this.store.setStopSettingsJson(userId, JSON.stringify(settings));
    return { ok: true, settings };
  }

  /** Timers due at `now` (default: the service clock), unhandled. */
  dueTimers(now: Date = this.now()) {
    return this.store.dueTimers(now);
  }

  /**
   * Handles every due timer once (safe to call from several processes): reminders to send, clocks that ran out
   * (claimable, never an automatic loss) and expired challenges. Call it every minute or so.
   */
  async tick(now: Date = this.now()): Promise<TickReport> {
    const report: TickReport = { reminders: [], claimable: [], expiredChallenges: [] };
    for (let batch = 0; batch < 20; batch++) {
      const due = await this.store.dueTimers(now, 100);
      for (const t of due) {
        const out = await this.store.fireTimer(t, now);
        if (out) await this.#report(report, out);
      }
      if (due.length < 100) break;
    }
    return report;
  }

  /** Replays every started match from its seed and log and compares with its snapshot (`npm run matches -- verify`). */
  async verify(): Promise<VerifyReport> {
    const results = [];
    for (const id of await this.store.startedMatchIds()) {
      const row = await this.store.getMatch(id);
      if (!row) continue;
      results.push(verifyMatch(this.games[row.game], row, await this.store.getLog(id)));
    }
    return { results, ok: results.filter((r) => r.ok).length, mismatched: results.filter((r) => !r.ok).length };
  }

  async #report(report: TickReport, out: TimerOutcome): Promise<void> {
    const row = await this.store.getMatch(out.matchId);
    if (!row) return;
    const player = (seat: Seat) => row.seats.find((s) => s.seat === seat)?.playerId ?? "";
    if (out.kind === "reminder")
      report.reminders.push({
        matchId: row.id,
        channelId: row.channelId,
        seat: out.seat,
        playerId: player(out.seat),
        deadlineAt: out.deadlineAt,
        late: out.late,
      });
    else if (out.kind === "claimable")
      report.claimable.push({
        matchId: row.id,
        channelId: row.channelId,
        seat: out.seat,
        playerId: player(out.seat),
        claimants: row.seats.filter((s) => s.seat !== out.seat).map((s) => s.playerId),
      });
    else
      report.expiredChallenges.push({
        matchId: row.id,
        channelId: row.channelId,
        playerIds: row.seats.map((s) => s.playerId),
      });
  }

  /** The compare-and-set write loop shared by submit, concede and claim. */
  async #write(
    matchId: string,
    interactionId: string | undefined,
    decide: (ctx: WriteCtx) => Result<Move>,
  ): Promise<Result<Applied>> {
    for (let attempt = 0; attempt < this.#maxAttempts; attempt++) {
      // One query: the match, seats, clocks and whether this interaction was applied already.
      const read = await this.store.getMatchForWrite(matchId, interactionId ?? null);
      if (!read) return notFound(matchId);
      const { row } = read;
      if (interactionId !== undefined && read.recordedSeq !== null) {
        const recorded = await this.store.findInteraction(matchId, interactionId);
        if (recorded) return recordedResult(row, recorded);
      }
      if (row.status === "challenged") return fail("match/not-started", "This challenge has not been accepted yet.");
      if (row.status !== "active" || row.snapshot === null)
        return fail("match/finished", `This match is ${row.status}.`);
      const adapter = this.#adapter(row.game);
      const state = adapter.parseState(JSON.parse(row.snapshot));
      const now = this.now();
      const move = decide({ row, adapter, state, now });
      if (!move.ok) return move;
      const applied = adapter.module.apply(state, move.seat, move.action);
      if (!applied.ok) {
        const { code, message, rule } = applied.error;
        return fail(code, message, rule === undefined ? {} : { rule });
      }
      // A claim on time forfeits a multi-game match: the late seat concedes each game left (bounded).
      const forfeits: { state: unknown; version: number }[] = [];
      let current = applied.state;
      if (move.reason === "timeout" && adapter.progress?.(current)) {
        for (let i = 0; i < 10 && adapter.winner(current) === null && adapter.module.pending(current) !== null; i++) {
          const r = adapter.module.apply(current, move.seat, adapter.concede(move.seat));
          if (!r.ok) break;
          current = r.state;
          forfeits.push({ state: current, version: adapter.version(current) });
        }
      }
      const autos = this.#autoPasses(adapter, current, settingsBySeat(row));
      const final = autos.state;
      const actions: NewAction[] = [
        {
          seat: move.seat,
          actionJson: JSON.stringify(move.action),
          resultingVersion: adapter.version(applied.state),
          interactionId: interactionId ?? null,
          auto: move.auto,
        },
        ...forfeits.map((f) => ({
          seat: move.seat,
          actionJson: JSON.stringify(adapter.concede(move.seat)),
          resultingVersion: f.version,
          interactionId: null,
          auto: true,
        })),
        ...autos.steps.map((a) => ({ ...a, interactionId: null, auto: true })),
      ];
      const reason = move.reason ?? (isSame(move.action, adapter.concede(move.seat)) ? "concede" : undefined);
      const cause = reason === undefined ? undefined : { reason, seat: move.seat };
      const before = storedResult(row.resultJson)?.games ?? [];
      const games = gamesOf(adapter, [state, applied.state, ...forfeits.map((f) => f.state), final], before, cause);
      const ending = endingOf(adapter, final, cause, games);
      const progressJson =
        ending === null && games !== null && games.length > before.length ? JSON.stringify({ games }) : undefined;
      const decidedBefore = adapter.module.pending(state)?.seat;
      const after = adapter.module.pending(final)?.seat;
      // A fresh allowance when someone else must decide now, or when the decider just acted (a new decision).
      // Between the games of a match the clocks go on the same way: the next game's first decision gets one.
      const clock: ClockChange =
        after === undefined
          ? { kind: "stop" }
          : after !== decidedBefore || after === move.seat
            ? { kind: "run", seat: after }
            : { kind: "keep" };
      const out = await this.store.commit({
        matchId,
        expectedVersion: row.stateVersion,
        newVersion: adapter.version(final),
        snapshot: JSON.stringify(final),
        ending,
        ...(progressJson === undefined ? {} : { progressJson }),
        actions,
        clock,
        now,
      });
      if (out.status === "ok") {
        return {
          ok: true,
          matchId,
          version: adapter.version(final),
          status: ending?.status ?? "active",
          winnerSeat: ending?.winnerSeat ?? null,
          applied: actions.map((a, i) => logged(a, out.firstSeq + i)),
          duplicate: false,
        };
      }
      logger.debug({ matchId, attempt, outcome: out.status }, "match write lost the race; retrying from fresh state");
    }
    return staleFailure();
  }

  /** Passes for players whose stop settings allow it while passing is all they can do (bounded). */
  #autoPasses(
    adapter: GameAdapter,
    start: unknown,
    settings: (seat: Seat) => StopSettings,
  ): { state: unknown; steps: { seat: Seat; actionJson: string; resultingVersion: number }[] } {
    let state = start;
    const steps: { seat: Seat; actionJson: string; resultingVersion: number }[] = [];
    for (let i = 0; i < this.#maxAutoPasses; i++) {
      const p = adapter.module.pending(state);
      if (!p || !mayAutoPass(settings(p.seat), adapter.situation(state, p.seat))) break;
      const pass = adapter.autoPass(adapter.module.legalActions(state, p.seat));
      if (pass === null) break;
      const r = adapter.module.apply(state, p.seat, pass);
      if (!r.ok) throw new Error(`auto-pass refused although legal: ${r.error.code}: ${r.error.message}`);
      state = r.state;
      steps.push({ seat: p.seat, actionJson: JSON.stringify(pass), resultingVersion: adapter.version(state) });
    }
    return { state, steps };
  }

  #adapter(game: string): GameAdapter {
    const a = this.games[game];
    if (!a) throw new Error(`match of unknown game "${game}": this process does not host it`);
    return a;
  }

  async #info(matchId: string): Promise<Result<{ match: MatchInfo }>> {
    const row = await this.store.getMatch(matchId);
    if (!row) return notFound(matchId);
    return { ok: true, match: toInfo(row) };
  }

  async #resolveDeck(
    adapter: GameAdapter,
    game: string,
    userId: string,
    input: DeckInput,
  ): Promise<Result<{ deck: unknown; deckId: string | null; warnings: DeckIssue[] }>> {
    let text = input.deckText;
    let deckId: string | null = null;
    if (input.deckId !== undefined) {
      const saved = await this.store.getDeck(input.deckId);
      if (!saved || saved.ownerId !== userId || saved.game !== game)
        return fail("deck/not-found", "No saved deck with that id for you and this game.");
      text = saved.sourceText;
      deckId = saved.id;
    }
    if (text === undefined || text.trim() === "")
      return fail("deck/missing", "Bring a deck: paste a list or pick a saved deck.");
    const built = adapter.buildDeck(text);
    if (!built.ok) {
      const list = built.problems.map((p) => `- ${p.message}${p.rule ? ` (${p.rule})` : ""}`).join("\n");
      return fail("deck/invalid", `The deck cannot be used:\n${list}`, { problems: built.problems });
    }
    return { ok: true, deck: built.deck, deckId, warnings: built.warnings };
  }
}

function notFound(matchId: string): Failure {
  return fail("match/not-found", `There is no match ${matchId}.`);
}

function staleFailure(): Failure {
  return fail("match/stale", "The match kept changing while your action was applied; try again.");
}

function seatOf(row: WriteRow, userId: string): Result<{ seat: Seat }> {
  const s = row.seats.find((x) => x.playerId === userId);
  return s ? { ok: true, seat: s.seat } : fail("action/not-your-seat", "You have no seat in this match.");
}

function settingsBySeat(row: Pick<WriteRow, "seats">): (seat: Seat) => StopSettings {
  const bySeat = new Map(row.seats.map((s) => [s.seat, parseStopSettings(s.player.stopSettings)]));
  return (seat) => bySeat.get(seat) ?? parseStopSettings(null);
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The games of a multi-game match decided so far: `before` plus those decided along `trail` (consecutive states
 * of one write: before the move, after it, after each forfeit, after the auto-passes). A game is decided where a
 * seat's set points rise; the move's cause (concede, timeout) explains every game decided by the move and its
 * forfeits, the auto-passes' ones are `game`. Null for a single-game mode.
 */
function gamesOf(
  adapter: GameAdapter,
  trail: readonly unknown[],
  before: readonly GameResult[],
  cause: { reason: MatchResult["reason"]; seat: Seat } | undefined,
): GameResult[] | null {
  const points: (MatchProgress | null)[] = trail.map((st) => adapter.progress?.(st) ?? null);
  if (points.every((p) => p === null)) return null;
  const out = [...before];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const byMove =
      i < points.length - 1 && cause !== undefined && (cause.reason === "concede" || cause.reason === "timeout");
    b.setPoints.forEach((n, seat) => {
      for (let k = a.setPoints[seat] ?? 0; k < n; k++) {
        out.push({
          game: out.length + 1,
          winnerSeat: seat,
          ...(byMove && cause
            ? { reason: cause.reason as GameResult["reason"], seat: cause.seat }
            : { reason: "game" }),
        });
      }
    });
  }
  return out;
}

/** The ending of a game that is over (no pending decision), else null; `games` for a multi-game match. */
function endingOf(
  adapter: GameAdapter,
  state: unknown,
  cause: { reason: MatchResult["reason"]; seat: Seat } | undefined,
  games: readonly GameResult[] | null,
): Ending | null {
  if (adapter.module.pending(state) !== null) return null;
  const winnerSeat = adapter.winner(state);
  const result: MatchResult = {
    ...(cause ? { reason: cause.reason, seat: cause.seat, winnerSeat } : { reason: "game", winnerSeat }),
    ...(games === null ? {} : { games }),
  };
  return { status: "finished", resultJson: JSON.stringify(result), winnerSeat };
}

function logged(a: NewAction, seq: number): LoggedAction {
  return { seq, seat: a.seat, action: JSON.parse(a.actionJson), resultingVersion: a.resultingVersion, auto: a.auto };
}

/** The first result of an interaction, rebuilt from its log rows (idempotency). */
function recordedResult(row: WriteRow, rows: LogRow[]): Result<Applied> {
  const applied = rows.map((r) => logged(r, r.seq));
  const version = applied[applied.length - 1]!.resultingVersion;
  const current = version === row.stateVersion;
  return {
    ok: true,
    matchId: row.id,
    version,
    status: current && row.status === "finished" ? "finished" : "active",
    winnerSeat: current ? row.winnerSeat : null,
    applied,
    duplicate: true,
  };
}

/** The bot-facing summary of a match row. */
export function toInfo(row: MatchRow): MatchInfo {
  const running = row.clocks.find((c) => c.deadlineAt !== null);
  const config = StoredConfigSchema.safeParse(JSON.parse(row.configJson));
  const stored = storedResult(row.resultJson);
  const over = row.status !== "challenged" && row.status !== "active";
  return {
    id: row.id,
    game: row.game,
    mode: row.mode,
    guildId: row.guildId,
    channelId: row.channelId,
    status: row.status as MatchStatus,
    stateVersion: row.stateVersion,
    clockHours: config.success ? config.data.clockHours : DEFAULT_CLOCK_HOURS,
    seats: row.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      joined: s.joinedAt !== null,
      deckId: s.deckId,
    })),
    toAct: running?.seat ?? null,
    deadlineAt: running?.deadlineAt ?? null,
    claimable: running?.claimable ?? false,
    result: over && stored?.reason ? (stored as MatchResult) : null,
    games: stored?.games ?? [],
    winnerSeat: row.winnerSeat,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
