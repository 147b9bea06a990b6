/**
 * Seeded random play over legal actions: the soak test, the benchmarks and the demo's simulated players use it.
 * Pure (the policy's RNG is its own seeded state); the caller supplies a config built from real decks.
 */
import { type LogEntry, nextInt, type RngState, seedRng } from "../../engine/index.js";
import { riftbound } from "./rules/index.js";
import type { RbAction } from "./rules/actions.js";
import type { RbConfig } from "./rules/setup.js";
import type { RbState } from "./rules/state.js";

/** Options of {@link playRandomGame}. */
export interface RandomGameOptions {
  /** Stop after this many actions (a safety net; games normally end by points). Default 4000. */
  maxActions?: number;
  /** Called after every applied action (invariant checks). Throw to fail. */
  after?: (state: RbState, action: RbAction, seat: number) => void;
  /** Probability weight against ending the turn while other actions exist (0..1). Default 0.7. */
  stayInTurn?: number;
}

/** Result of a random game: final state, its action log and counts. */
export interface RandomGameResult {
  state: RbState;
  log: LogEntry<RbAction>[];
  actions: number;
}

/**
 * Plays one game with a seeded random policy over `legalActions` (never conceding). Deterministic for a given
 * config, game seed and policy seed. @throws if a legal action is refused (an engine bug).
 */
export function playRandomGame(
  config: RbConfig,
  seed: number | string,
  policySeed: number,
  opts: RandomGameOptions = {},
): RandomGameResult {
  let s = riftbound.create(config, seed);
  let rng: RngState = seedRng(policySeed);
  const log: LogEntry<RbAction>[] = [];
  const max = opts.maxActions ?? 4000;
  const stay = opts.stayInTurn ?? 0.7;
  const roll = (n: number): number => {
    const [r, x] = nextInt(rng, n);
    rng = r;
    return x;
  };
  while (s.winner === null && log.length < max) {
    const p = s.pending;
    if (!p) throw new Error("no pending decision in an unfinished game");
    let acts = riftbound.legalActions(s, p.seat).filter((a) => a.type !== "concede");
    if (acts.length === 0) throw new Error(`no legal action for seat ${p.seat} at ${p.kind}`);
    const others = acts.filter((a) => a.type !== "endTurn" && a.type !== "pass");
    if (others.length > 0 && roll(1000) < stay * 1000) acts = others;
    const action = acts[roll(acts.length)]!;
    const r = riftbound.apply(s, p.seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
    log.push({ seat: p.seat, action });
    opts.after?.(s, action, p.seat);
  }
  return { state: s, log, actions: log.length };
}
