/**
 * Reading matches (docs/matches.md "API"): a match loaded with its state and projections, the matches a player sits
 * in, stop settings, and `verify` (replay every started match and compare with its snapshot).
 */
import { adapterOf, type ServiceContext } from "./context.js";
import { fail, type Result } from "./errors.js";
import { notFound, toInfo } from "./results.js";
import {
  parseStopSettings,
  patchMatchStops,
  patchStopSettings,
  type StopPoint,
  type StopSettings,
  withDefaults,
} from "./stop-settings.js";
import type { LoadedMatch, MatchInfo } from "./types.js";
import { type VerifyReport, verifyMatch } from "./verify.js";

/** Loads a match from the database alone (nothing is cached). Errors: `match/not-found`. */
export async function load(ctx: ServiceContext, matchId: string): Promise<Result<LoadedMatch>> {
  const row = await ctx.store.getMatch(matchId);
  if (!row) return notFound(matchId);
  const adapter = adapterOf(ctx, row.game);
  const state = row.snapshot === null ? null : adapter.parseState(JSON.parse(row.snapshot));
  return {
    ok: true,
    match: toInfo(row),
    state,
    pending: state === null ? null : adapter.module.pending(state),
    view: (viewer) => (state === null ? null : adapter.module.view(state, viewer)),
    legalActions: (seat) => (state === null || row.status !== "active" ? [] : adapter.module.legalActions(state, seat)),
  };
}

/** Challenges and running matches the user sits in, most recently updated first. */
export async function listActive(ctx: ServiceContext, userId: string): Promise<MatchInfo[]> {
  return (await ctx.store.listActiveFor(userId)).map(toInfo);
}

/** Every stop point of the hosted games (by id; the first game naming one gives its label and default). */
export function stopPoints(ctx: ServiceContext): StopPoint[] {
  const byId = new Map<string, StopPoint>();
  for (const g of Object.values(ctx.games)) for (const p of g.stops) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()];
}

/** A player's stop settings, every stop point of the hosted games filled in (defaults when never set). */
export async function getStopSettings(ctx: ServiceContext, userId: string): Promise<StopSettings> {
  return withDefaults(parseStopSettings(await ctx.store.getStopSettingsJson(userId)), stopPoints(ctx));
}

/**
 * Changes some of a player's stop settings. Errors: `action/malformed` for wrong fields or types, or a stop point
 * no hosted game has.
 */
export async function setStopSettings(
  ctx: ServiceContext,
  userId: string,
  patch: unknown,
): Promise<Result<{ settings: StopSettings }>> {
  let settings: StopSettings;
  try {
    settings = patchStopSettings(await getStopSettings(ctx, userId), patch, stopPoints(ctx));
  } catch (e) {
    return fail("action/malformed", `Bad stop settings: ${e instanceof Error ? e.message : String(e)}`);
  }
  await ctx.store.setStopSettingsJson(userId, JSON.stringify(settings));
  return { ok: true, settings };
}

/**
 * Changes some of a player's settings for one match (`{ stopAt?, passUntil?, playAndPass? }`, see
 * stop-settings.ts `patchMatchStops`). Errors: `action/malformed` as {@link setStopSettings}.
 */
export async function setMatchStops(
  ctx: ServiceContext,
  userId: string,
  matchId: string,
  patch: unknown,
): Promise<Result<{ settings: StopSettings }>> {
  let settings: StopSettings;
  try {
    settings = patchMatchStops(await getStopSettings(ctx, userId), matchId, patch, stopPoints(ctx));
  } catch (e) {
    return fail("action/malformed", `Bad stop settings: ${e instanceof Error ? e.message : String(e)}`);
  }
  await ctx.store.setStopSettingsJson(userId, JSON.stringify(settings));
  return { ok: true, settings };
}

/** Replays every started match from its seed and log and compares with its snapshot (`npm run matches -- verify`). */
export async function verify(ctx: ServiceContext): Promise<VerifyReport> {
  const results = [];
  for (const id of await ctx.store.startedMatchIds()) {
    const row = await ctx.store.getMatch(id);
    if (!row) continue;
    results.push(verifyMatch(ctx.games[row.game], row, await ctx.store.getLog(id)));
  }
  return { results, ok: results.filter((r) => r.ok).length, mismatched: results.filter((r) => !r.ok).length };
}
