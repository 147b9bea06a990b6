/**
 * Moves (docs/matches.md "One write = one transaction with compare-and-set"): submit, concede and claim share one
 * write loop that reads the match, applies the move with the pure engine, adds forfeits and auto-passes, and commits
 * everything in one compare-and-set write, retried from fresh state when another write won.
 */
import type { Seat } from "../../engine/index.js";
import { logger } from "../../log.js";
import { adapterOf, type ServiceContext, seatOf } from "./context.js";
import { fail, type Result } from "./errors.js";
import type { GameAdapter } from "./games.js";
import { endingOf, gamesOf, isSame, logged, notFound, recordedResult, staleFailure, storedResult } from "./results.js";
import { forMatch, mayAutoPass, parseStopSettings, type StopSettings } from "./stop-settings.js";
import type { ClockChange, Ending, NewAction, WriteRow } from "./store.js";
import type { Applied, MatchResult, SubmitInput } from "./types.js";

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

/**
 * Applies an action or answer for the user's seat, then any auto-passes, in one compare-and-set write (retried
 * from fresh state when another write won). Errors: `match/not-found`, `match/not-started`, `match/finished`,
 * `match/stale` (only with `expectedVersion`, or after too many lost races), `action/malformed`,
 * `action/not-your-seat`, and engine rejections with their rule.
 */
export function submit(ctx: ServiceContext, input: SubmitInput): Promise<Result<Applied>> {
  let parsedRaw: unknown = input.action;
  if (typeof input.action === "string") {
    try {
      parsedRaw = JSON.parse(input.action);
    } catch {
      return Promise.resolve(fail("action/malformed", "The action is not valid JSON."));
    }
  }
  return write(ctx, input.matchId, input.userId, input.interactionId, input.outbox, (ctx) => {
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
export function concede(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; interactionId?: string; outbox?: string },
): Promise<Result<Applied>> {
  return write(ctx, input.matchId, input.userId, input.interactionId, input.outbox, (ctx) => {
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
export function claim(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; interactionId?: string; outbox?: string },
): Promise<Result<Applied>> {
  return write(ctx, input.matchId, input.userId, input.interactionId, input.outbox, (ctx) => {
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

/** Everything one write commits, computed from the state it read (pure apart from the auto-pass settings). */
interface WritePlan {
  final: unknown;
  actions: NewAction[];
  ending: Ending | null;
  progressJson?: string;
  clock: ClockChange;
}

/** The forfeits of a claim on time in a multi-game match: the late seat concedes each game left (bounded). */
function forfeitsAfter(adapter: GameAdapter, start: unknown, move: Move): { state: unknown; version: number }[] {
  const out: { state: unknown; version: number }[] = [];
  let current = start;
  if (move.reason !== "timeout" || !adapter.progress?.(current)) return out;
  for (let i = 0; i < 10 && adapter.winner(current) === null && adapter.module.pending(current) !== null; i++) {
    const r = adapter.module.apply(current, move.seat, adapter.concede(move.seat));
    if (!r.ok) break;
    current = r.state;
    out.push({ state: current, version: adapter.version(current) });
  }
  return out;
}

/**
 * What a write commits after `move` applied to `state` gave `applied`: forfeits, auto-passes, the log rows, the
 * games decided, the ending and the clock change.
 */
function planWrite(
  ctx: ServiceContext,
  w: WriteCtx,
  move: Move,
  applied: unknown,
  interactionId: string | undefined,
): WritePlan {
  const { adapter, row, state } = w;
  const forfeits = forfeitsAfter(adapter, applied, move);
  const last: LastMove | undefined = forfeits.length ? undefined : { seat: move.seat, action: move.action };
  const autos = autoPasses(ctx, adapter, forfeits.at(-1)?.state ?? applied, settingsBySeat(row), row.id, last);
  const final = autos.state;
  const actions: NewAction[] = [
    {
      seat: move.seat,
      actionJson: JSON.stringify(move.action),
      resultingVersion: adapter.version(applied),
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
  const games = gamesOf(adapter, [state, applied, ...forfeits.map((f) => f.state), final], before, cause);
  const ending = endingOf(adapter, final, cause, games);
  const progress = ending === null && games !== null && games.length > before.length;
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
  return { final, actions, ending, ...(progress ? { progressJson: JSON.stringify({ games }) } : {}), clock };
}

/**
 * The compare-and-set write loop shared by submit, concede and claim: read (one query, with the interaction's
 * log position for idempotency), decide the move on fresh state, apply it, plan and commit; a lost race retries.
 * `outbox`: what Discord is owed for the change, written in the same transaction (docs/reliability.md "Outbox").
 */
export async function write(
  ctx: ServiceContext,
  matchId: string,
  userId: string,
  interactionId: string | undefined,
  outbox: string | undefined,
  decide: (ctx: WriteCtx) => Result<Move>,
): Promise<Result<Applied>> {
  for (let attempt = 0; attempt < ctx.maxAttempts; attempt++) {
    const read = await ctx.store.getMatchForWrite(matchId, interactionId ?? null);
    if (!read) return notFound(matchId);
    const { row } = read;
    // The seat check comes first: a reused interaction id must never hand another player's recorded result to
    // someone who has no seat here.
    const seated = seatOf(row, userId);
    if (!seated.ok) return seated;
    if (interactionId !== undefined && read.recordedSeq !== null) {
      const recorded = await ctx.store.findInteraction(matchId, interactionId);
      if (recorded) return recordedResult(row, recorded);
    }
    if (row.status === "challenged") return fail("match/not-started", "This challenge has not been accepted yet.");
    if (row.status !== "active" || row.snapshot === null) return fail("match/finished", `This match is ${row.status}.`);
    const adapter = adapterOf(ctx, row.game);
    const w: WriteCtx = { row, adapter, state: adapter.parseState(JSON.parse(row.snapshot)), now: ctx.now() };
    const move = decide(w);
    if (!move.ok) return move;
    const applied = adapter.module.apply(w.state, move.seat, move.action);
    if (!applied.ok) {
      const { code, message, rule, params } = applied.error;
      return fail(code, message, { ...(rule === undefined ? {} : { rule }), ...(params ? { params } : {}) });
    }
    const plan = planWrite(ctx, w, move, applied.state, interactionId);
    const { final, ending, actions, clock } = plan;
    const out = await ctx.store.commit({
      matchId,
      expectedVersion: row.stateVersion,
      newVersion: adapter.version(final),
      snapshot: JSON.stringify(final),
      ending,
      ...(plan.progressJson === undefined ? {} : { progressJson: plan.progressJson }),
      actions,
      clock,
      now: w.now,
      ...(outbox === undefined ? {} : { outbox }),
    });
    if (out.status === "ok")
      return {
        ok: true,
        matchId,
        version: adapter.version(final),
        status: ending?.status ?? "active",
        winnerSeat: ending?.winnerSeat ?? null,
        applied: actions.map((a, i) => logged(a, out.firstSeq + i)),
        duplicate: false,
      };
    logger.debug({ matchId, attempt, outcome: out.status }, "match write lost the race; retrying from fresh state");
  }
  return staleFailure();
}

/** The seat and action applied just before a decision (for "play and pass"). */
export interface LastMove {
  seat: Seat;
  action: unknown;
}

/**
 * The pass-like answer the service gives for `seat` now, or null when the player decides (docs/matches.md
 * "Auto-pass and stops"): never while a stop point the player set applies or with auto-pass off; else the game's
 * answer when nothing but pass-like answers is legal; else, with "pass until end of turn" set in this turn, the
 * pass (or end of turn) the game offers; else, with "play and pass", a pass right after the player's own play.
 */
export function autoAnswer(
  adapter: GameAdapter,
  state: unknown,
  seat: Seat,
  settings: StopSettings,
  matchId: string,
  last: LastMove | undefined,
): unknown | null {
  const s = forMatch(settings, matchId);
  if (!mayAutoPass(s, adapter.stops, adapter.stopsAt(state, seat))) return null;
  const legal = adapter.module.legalActions(state, seat);
  const forced = adapter.autoPass(legal);
  if (forced !== null) return forced;
  if (s.match.passUntil !== undefined && adapter.turnKey?.(state) === s.match.passUntil)
    return adapter.passAction?.(legal, true) ?? null;
  if (s.match.playAndPass && last?.seat === seat && adapter.isPlay?.(last.action))
    return adapter.passAction?.(legal, false) ?? null;
  return null;
}

/** Passes for players whose stop settings allow it (see {@link autoAnswer}), bounded by `maxAutoPasses`. */
export function autoPasses(
  ctx: ServiceContext,
  adapter: GameAdapter,
  start: unknown,
  settings: (seat: Seat) => StopSettings,
  matchId = "",
  last?: LastMove,
): { state: unknown; steps: { seat: Seat; actionJson: string; resultingVersion: number }[] } {
  let state = start;
  let prev = last;
  const steps: { seat: Seat; actionJson: string; resultingVersion: number }[] = [];
  for (let i = 0; i < ctx.maxAutoPasses; i++) {
    const p = adapter.module.pending(state);
    if (!p) break;
    const pass = autoAnswer(adapter, state, p.seat, settings(p.seat), matchId, prev);
    if (pass === null) break;
    const r = adapter.module.apply(state, p.seat, pass);
    if (!r.ok) throw new Error(`auto-pass refused although legal: ${r.error.code}: ${r.error.message}`);
    state = r.state;
    prev = { seat: p.seat, action: pass };
    steps.push({ seat: p.seat, actionJson: JSON.stringify(pass), resultingVersion: adapter.version(state) });
  }
  return { state, steps };
}

/** Each seat's stop settings, from the row's players. */
export function settingsBySeat(row: Pick<WriteRow, "seats">): (seat: Seat) => StopSettings {
  const bySeat = new Map(row.seats.map((s) => [s.seat, parseStopSettings(s.player.stopSettings)]));
  return (seat) => bySeat.get(seat) ?? parseStopSettings(null);
}

/**
 * Applies the auto-passes the current settings allow now, without a move (after a player changed their stops,
 * e.g. "pass until end of turn" while deciding), in one compare-and-set write. `applied` is empty when there was
 * nothing to pass. Errors: `match/not-found`, `match/not-started`, `match/finished`, `match/stale` after too many
 * lost races.
 */
export async function settle(ctx: ServiceContext, matchId: string, outbox?: string): Promise<Result<Applied>> {
  for (let attempt = 0; attempt < ctx.maxAttempts; attempt++) {
    const read = await ctx.store.getMatchForWrite(matchId, null);
    if (!read) return notFound(matchId);
    const { row } = read;
    if (row.status === "challenged") return fail("match/not-started", "This challenge has not been accepted yet.");
    if (row.status !== "active" || row.snapshot === null) return fail("match/finished", `This match is ${row.status}.`);
    const adapter = adapterOf(ctx, row.game);
    const state = adapter.parseState(JSON.parse(row.snapshot));
    const autos = autoPasses(ctx, adapter, state, settingsBySeat(row), matchId);
    const base = { ok: true as const, matchId, winnerSeat: null, duplicate: false };
    if (autos.steps.length === 0) return { ...base, version: row.stateVersion, status: "active", applied: [] };
    const final = autos.state;
    const before = storedResult(row.resultJson)?.games ?? [];
    const games = gamesOf(adapter, [state, final], before, undefined);
    const ending = endingOf(adapter, final, undefined, games);
    const progress = ending === null && games !== null && games.length > before.length;
    const decidedBefore = adapter.module.pending(state)?.seat;
    const after = adapter.module.pending(final)?.seat;
    const clock: ClockChange =
      after === undefined
        ? { kind: "stop" }
        : after !== decidedBefore
          ? { kind: "run", seat: after }
          : { kind: "keep" };
    const actions: NewAction[] = autos.steps.map((a) => ({ ...a, interactionId: null, auto: true }));
    const now = ctx.now();
    const out = await ctx.store.commit({
      matchId,
      expectedVersion: row.stateVersion,
      newVersion: adapter.version(final),
      snapshot: JSON.stringify(final),
      ending,
      ...(progress ? { progressJson: JSON.stringify({ games }) } : {}),
      actions,
      clock,
      now,
      ...(outbox === undefined ? {} : { outbox }),
    });
    if (out.status === "ok")
      return {
        ...base,
        version: adapter.version(final),
        status: ending?.status ?? "active",
        winnerSeat: ending?.winnerSeat ?? null,
        applied: actions.map((a, i) => logged(a, out.firstSeq + i)),
      };
  }
  return staleFailure();
}
