/**
 * Undo (issue 15; docs/matches.md "Undo"): a player takes back their last action (and what the service passed
 * automatically after it) by replaying the match from its config, seed and log without those rows. Without the
 * opponent's consent only while the opponent has not acted since; with it afterwards (two-seat matches). Never past
 * hidden information: a step that showed anyone a card nobody could see before (a draw, a reveal from a deck), or
 * drew on the seeded RNG (a shuffle, a random pick), ends what can be undone, since replaying it would hand the
 * undoer knowledge of what comes next. Written with compare-and-set on the state version, like every move.
 */
import type { Seat } from "../../engine/index.js";
import { logger } from "../../log.js";
import { StoredConfigSchema } from "./clocks.js";
import { adapterOf, type ServiceContext } from "./context.js";
import { fail, type Result } from "./errors.js";
import type { GameAdapter } from "./games.js";
import { notFound } from "./results.js";
import type { LogRow } from "./store.js";

/** Most log rows one undo takes back (a consented undo after a long exchange is refused beyond it). */
export const UNDO_MAX_ROWS = 40;

/** What an undo of `userId`'s last action would take back. */
export interface UndoPlan {
  matchId: string;
  /** The requester's seat. */
  seat: Seat;
  /** State version now (the compare-and-set version of the undo, and of a consent button). */
  version: number;
  /** State version after the undo (before the requester's last action). */
  toVersion: number;
  /** Log position of the requester's last action: rows from it on are removed. */
  fromSeq: number;
  /** Rows taken back, including auto-passes. */
  rows: number;
  /** Seats other than the requester's that acted (not automatically) since: their consent is needed. */
  actedSince: Seat[];
}

/** Card names a viewer can see in a view, with counts (any object with a string `id` and `name`; tokens aside). */
function countCards(v: unknown, out: Map<string, number>): void {
  if (Array.isArray(v)) {
    for (const x of v) countCards(x, out);
    return;
  }
  if (typeof v !== "object" || v === null) return;
  const o = v as Record<string, unknown>;
  if (typeof o.id === "string" && typeof o.name === "string" && o.token !== true)
    out.set(o.name, (out.get(o.name) ?? 0) + 1);
  for (const x of Object.values(o)) countCards(x, out);
}

/** For each card name, the most copies any one seat can see (what is known to somebody at this point). */
function knownCards(adapter: GameAdapter, state: unknown, seats: number): Map<string, number> {
  const best = new Map<string, number>();
  for (let s = 0; s < seats; s++) {
    const mine = new Map<string, number>();
    countCards(adapter.module.view(state, s), mine);
    for (const [name, n] of mine) best.set(name, Math.max(best.get(name) ?? 0, n));
  }
  return best;
}

/**
 * Why stepping from `base` through `later` cannot be undone, or null when it can: a card became visible that no
 * seat could see at `base` (a draw or a reveal), the RNG moved (a shuffle or a random result), or a game of a
 * multi-game match ended.
 */
export function hiddenInfoBlock(
  adapter: GameAdapter,
  base: unknown,
  later: readonly unknown[],
  seats: number,
): string | null {
  const rng = (s: unknown) => JSON.stringify((s as { rng?: unknown }).rng ?? null);
  const game = (s: unknown) => adapter.progress?.(s)?.game ?? 1;
  const known = knownCards(adapter, base, seats);
  for (const s of later) {
    if (rng(s) !== rng(base)) return "a shuffle or a random result happened since";
    if (game(s) !== game(base)) return "a game of the match ended since";
    for (const [name, n] of knownCards(adapter, s, seats))
      if (n > (known.get(name) ?? 0)) return "a card was drawn or revealed since";
  }
  return null;
}

/** Replays `log` from the match's config and seed: the state before `fromIndex` and every state after it. */
function replaySplit(
  adapter: GameAdapter,
  configJson: string,
  seed: string,
  log: readonly LogRow[],
  fromIndex: number,
): { base: unknown; later: unknown[] } {
  const stored = StoredConfigSchema.parse(JSON.parse(configJson));
  let state = adapter.module.create(adapter.parseConfig(stored.engine), seed);
  let base: unknown = state;
  const later: unknown[] = [];
  log.forEach((row, i) => {
    if (i === fromIndex) base = state;
    const parsed = adapter.parseAction(JSON.parse(row.actionJson));
    if (!parsed.ok) throw new Error(`undo replay: action #${row.seq} is malformed: ${parsed.message}`);
    const r = adapter.module.apply(state, row.seat, parsed.action);
    if (!r.ok) throw new Error(`undo replay: action #${row.seq} refused: ${r.error.code}`);
    state = r.state;
    if (i >= fromIndex) later.push(state);
  });
  return { base, later };
}

/**
 * What undoing `userId`'s last action would do, with the state to go back to. Errors: `match/not-found`,
 * `match/finished`, `match/not-a-player`, `undo/nothing` (no action of theirs to take back), `undo/too-far`,
 * `undo/hidden` (hidden information would be revealed), `undo/multiplayer` (consent needed at a table of more
 * than two).
 */
export async function planUndo(
  ctx: ServiceContext,
  matchId: string,
  userId: string,
): Promise<Result<{ plan: UndoPlan; state: unknown }>> {
  const row = await ctx.store.getMatch(matchId);
  if (!row) return notFound(matchId);
  const seat = row.seats.find((s) => s.playerId === userId)?.seat;
  if (seat === undefined) return fail("match/not-a-player", "You are not playing in this match.");
  if (row.status !== "active" || row.snapshot === null)
    return fail("match/finished", `This match is ${row.status}; there is nothing to undo.`);
  const adapter = adapterOf(ctx, row.game);
  const log = await ctx.store.getLog(matchId);
  const index = log.findLastIndex((r) => r.seat === seat && !r.auto);
  if (index < 0) return fail("undo/nothing", "You have no action of yours to take back in this match.");
  const rows = log.length - index;
  if (rows > UNDO_MAX_ROWS)
    return fail("undo/too-far", `Too much happened since your last action (${rows} steps) to take it back.`);
  const actedSince = [...new Set(log.slice(index + 1).flatMap((r) => (r.auto || r.seat === seat ? [] : [r.seat])))];
  if (actedSince.length > 0 && row.seats.length > 2)
    return fail("undo/multiplayer", "At a table of more than two, only an action nobody answered yet can be undone.");
  const { base, later } = replaySplit(adapter, row.configJson, row.seed, log, index);
  const blocked = hiddenInfoBlock(adapter, base, later, row.seats.length);
  if (blocked !== null)
    return fail("undo/hidden", `Your last action cannot be taken back: ${blocked}, and undoing would reveal it.`);
  return {
    ok: true,
    state: base,
    plan: {
      matchId,
      seat,
      version: row.stateVersion,
      toVersion: adapter.version(base),
      fromSeq: log[index]!.seq,
      rows,
      actedSince,
    },
  };
}

/**
 * Takes back `userId`'s last action (and the auto-passes after it): the match goes back to the state before it,
 * those log rows are removed, and the requester's clock starts afresh. `consentBy` is the opponent who agreed; it
 * is required when the opponent has acted since. `expectedVersion` (the version the request was made at) refuses
 * an undo after anything else happened. Errors: those of {@link planUndo}, `undo/needs-consent`, `match/stale`.
 */
export async function undo(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; expectedVersion?: number; consentBy?: string },
): Promise<Result<{ plan: UndoPlan }>> {
  const planned = await planUndo(ctx, input.matchId, input.userId);
  if (!planned.ok) return planned;
  const { plan, state } = planned;
  if (input.expectedVersion !== undefined && input.expectedVersion !== plan.version)
    return fail("match/stale", "The match moved on since the undo was asked for; nothing was changed.");
  if (plan.actedSince.length > 0) {
    const row = await ctx.store.getMatch(input.matchId);
    const consenting = row?.seats.find((s) => s.playerId === input.consentBy)?.seat;
    if (consenting === undefined || !plan.actedSince.includes(consenting))
      return fail("undo/needs-consent", "Your opponent has acted since: they must agree to the undo.");
  }
  const adapter = adapterOf(ctx, (await ctx.store.getMatch(input.matchId))?.game ?? "");
  const done = await ctx.store.rewind({
    matchId: input.matchId,
    expectedVersion: plan.version,
    newVersion: plan.toVersion,
    snapshot: JSON.stringify(state),
    fromSeq: plan.fromSeq,
    runSeat: adapter.module.pending(state)?.seat ?? plan.seat,
    now: ctx.now(),
  });
  if (!done) return fail("match/stale", "The match moved on meanwhile; nothing was undone.");
  logger.info(
    { matchId: input.matchId, seat: plan.seat, fromSeq: plan.fromSeq, rows: plan.rows, consentBy: input.consentBy },
    "undo applied",
  );
  return { ok: true, plan };
}
