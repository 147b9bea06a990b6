import { isDeepStrictEqual } from "node:util";
import { StoredConfigSchema } from "./clocks.js";
import type { GameAdapter } from "./games.js";
import type { LogRow, MatchRow } from "./store.js";

/** The verdict on one match. */
export interface VerifyResult {
  readonly matchId: string;
  readonly game: string;
  readonly status: string;
  readonly ok: boolean;
  /** Log length and stored state version. */
  readonly actions: number;
  readonly version: number;
  /** What disagrees, when not ok. */
  readonly problem?: string;
}

/** Every started match checked, with counts. */
export interface VerifyReport {
  readonly results: readonly VerifyResult[];
  readonly ok: number;
  readonly mismatched: number;
}

/**
 * Recovery check (design principle "rebuild from config, seed and log"): replays the log from the seed with the
 * stored engine config and compares every step's version with `resultingVersion`, the final state with the
 * snapshot, and the log numbering (1..n, no gaps). A match of a game this process does not host is a mismatch.
 */
export function verifyMatch(adapter: GameAdapter | undefined, row: MatchRow, log: readonly LogRow[]): VerifyResult {
  const base = { matchId: row.id, game: row.game, status: row.status, actions: log.length, version: row.stateVersion };
  const bad = (problem: string): VerifyResult => ({ ...base, ok: false, problem });
  if (!adapter) return bad(`unknown game "${row.game}"`);
  if (row.snapshot === null) return bad("no snapshot");
  try {
    const stored = StoredConfigSchema.parse(JSON.parse(row.configJson));
    if (stored.engine === undefined) return bad("no engine config");
    let state = adapter.module.create(adapter.parseConfig(stored.engine), row.seed);
    for (const [i, entry] of log.entries()) {
      if (entry.seq !== i + 1) return bad(`log gap: row ${i + 1} has seq ${entry.seq}`);
      // Stored actions are data from the database: parsed at this boundary like any submitted action.
      const parsed = adapter.parseAction(JSON.parse(entry.actionJson));
      if (!parsed.ok) return bad(`action #${entry.seq} is malformed: ${parsed.message}`);
      const r = adapter.module.apply(state, entry.seat, parsed.action);
      if (!r.ok) return bad(`action #${entry.seq} refused on replay: ${r.error.code}: ${r.error.message}`);
      state = r.state;
      if (adapter.version(state) !== entry.resultingVersion)
        return bad(`action #${entry.seq}: version ${adapter.version(state)}, log says ${entry.resultingVersion}`);
    }
    if (adapter.version(state) !== row.stateVersion)
      return bad(`replayed version ${adapter.version(state)}, match row says ${row.stateVersion}`);
    const replayed: unknown = JSON.parse(JSON.stringify(state));
    // The snapshot as the service loads it (older shapes upgraded), then as plain JSON.
    const stored2: unknown = JSON.parse(JSON.stringify(adapter.parseState(JSON.parse(row.snapshot))));
    if (!isDeepStrictEqual(replayed, stored2)) return bad("replayed state differs from the snapshot");
    const over = adapter.module.pending(state) === null;
    if (row.status === "finished" && !over) return bad("match is finished but the game is not over");
    if (row.status === "active" && over) return bad("match is active but the game is over");
    return { ...base, ok: true };
  } catch (e) {
    return bad(`replay failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
