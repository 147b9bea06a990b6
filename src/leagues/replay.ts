/**
 * A league match replayed from its log (issue 17: "a player's league matches replayable from their logs"): the
 * state is rebuilt from the stored engine config, the seed and the action log, exactly as the match service's
 * recovery check does (`verifyMatch`, docs/matches.md), and handed back as a {@link LoadedMatch} over the
 * rebuilt state, so the bot draws its final public board and log from the replay, not from the snapshot.
 */
import { fail, type LoadedMatch, type MatchService, type Result } from "../services/matches/index.js";
import { StoredConfigSchema } from "../services/matches/clocks.js";
import { verifyMatch } from "../services/matches/verify.js";

/** A rebuilt match: the loaded match over the replayed state, the log length and the recovery check's verdict. */
export interface ReplayedMatch {
  /** `match` is the stored row's info; `state`, `pending` and `view` come from the replay. */
  loaded: LoadedMatch;
  /** Actions replayed. */
  actions: number;
  /** Whether the replay agrees with the stored state at every step (`verifyMatch`); else `problem` says where. */
  agrees: boolean;
  problem?: string;
}

/**
 * Rebuilds `matchId` from config, seed and log. Errors: `match/not-found`, `match/not-started` (a challenge has
 * no game yet), `match/replay-failed` (an action the engine refuses on replay, an unknown game).
 */
export async function replayMatch(matches: MatchService, matchId: string): Promise<Result<ReplayedMatch>> {
  const loaded = await matches.load(matchId);
  if (!loaded.ok) return loaded;
  const row = await matches.store.getMatch(matchId);
  const adapter = row ? matches.games[row.game] : undefined;
  if (!row || !adapter) return fail("match/replay-failed", `Match ${matchId} cannot be replayed here.`);
  const stored = StoredConfigSchema.parse(JSON.parse(row.configJson));
  if (stored.engine === undefined || row.snapshot === null)
    return fail("match/not-started", `Match ${matchId} never started: there is nothing to replay.`);
  const log = await matches.store.getLog(matchId);
  let state = adapter.module.create(adapter.parseConfig(stored.engine), row.seed);
  for (const entry of log) {
    const parsed = adapter.parseAction(JSON.parse(entry.actionJson));
    const r = parsed.ok ? adapter.module.apply(state, entry.seat, parsed.action) : null;
    if (!r?.ok) return fail("match/replay-failed", `Match ${matchId}: action #${entry.seq} does not replay.`);
    state = r.state;
  }
  const verdict = verifyMatch(adapter, row, log);
  const rebuilt = state;
  return {
    ok: true,
    loaded: {
      match: loaded.match,
      state: rebuilt,
      pending: adapter.module.pending(rebuilt),
      view: (viewer) => adapter.module.view(rebuilt, viewer),
      legalActions: () => [],
    },
    actions: log.length,
    agrees: verdict.ok,
    ...(verdict.problem ? { problem: verdict.problem } : {}),
  };
}
