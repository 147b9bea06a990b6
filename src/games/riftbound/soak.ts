/**
 * The random-deck soak (docs/soak.md): seeded random games between seeded random LEGAL decks, with the state
 * invariants checked after every action. Game `i` of a soak with seed `S` depends only on `S`, `i`, the card
 * data and the implemented cards, so any range of games can be replayed on its own (`--from i --games 1`).
 * No I/O and no clock here: `scripts/soak.ts` prints and times.
 */
import { nextU32, seedRng } from "../../engine/index.js";
import type { CardSource } from "./data/card-source.js";
import { RandomDeckGenerator, type RandomDeck, type RandomDeckOptions, randomDeckToParsed } from "./decks/random.js";
import { checkDeck } from "./decks/validate.js";
import { isSupported } from "./cards/registry.js";
import { InvariantChecker, StateInvariantError } from "./invariants.js";
import { matchConfig } from "./match-config.js";
import type { RbAction } from "./rules/actions.js";
import type { RbMode } from "./rules/state.js";
import { seatCount } from "./rules/setup.js";
import { playRandomGame } from "./sim.js";

/** Seeds of one soak game, all derived from the soak seed and the game index. */
export interface SoakGameSeeds {
  /** Index of the game in the soak (0-based). */
  index: number;
  /** Deck generator seeds of seat 0, 1 (and 2, 3 in modes of 3-4 players): `<S>/<i>/a`, `<S>/<i>/b`, … */
  decks: string[];
  /** The engine's game seed: `<S>/<i>`. */
  game: string;
  /** The random policy's seed: a u32 drawn from `<S>/<i>/policy`. */
  policy: number;
}

/** Seeds of game `index` of the soak seeded `seed`. */
export function soakGameSeeds(seed: number | string, index: number, mode: RbMode = "duel"): SoakGameSeeds {
  // A duel keeps its seeds (`<S>/<i>`); other modes seed their games apart (`<S>/<mode>/<i>`).
  const base = mode === "duel" ? `${seed}/${index}` : `${seed}/${mode}/${index}`;
  const [, policy] = nextU32(seedRng(`${base}/policy`));
  const decks = ["a", "b", "c", "d"].slice(0, seatCount(mode)).map((x) => `${base}/${x}`);
  return { index, decks, game: base, policy };
}

/** How a soak game ended. `cap`: no winner within the action cap; `error`: an engine or invariant failure. */
export type SoakOutcome = "winner" | "cap" | "error";

/** A failure of a soak game, with what is needed to reproduce it. */
export interface SoakFailure {
  /** `engine`: the engine threw or refused a legal action; `invariant`: a state check failed; `deck`: the generated deck did not validate (a generator bug). */
  kind: "engine" | "invariant" | "deck";
  message: string;
  /** Which invariant, for `invariant`. */
  invariant?: string;
  /** Actions applied when the failure was seen: an engine failure happened in action `atAction + 1`; an invariant broke right after action `atAction`. */
  atAction: number;
  /** The last action applied (for `invariant`: the action after which the check failed). */
  lastAction?: { seat: number; action: RbAction };
  stack?: string;
}

/** One soak game's result. */
export interface SoakGameResult {
  seeds: SoakGameSeeds;
  decks: RandomDeck[];
  outcome: SoakOutcome;
  winner: number | null;
  actions: number;
  failure?: SoakFailure;
}

/** Options of a soak. */
export interface SoakOptions {
  /** The soak seed (integer or text). */
  seed: number | string;
  /** First game index (default 0): resume or split a long soak. */
  from?: number;
  /** Number of games. */
  games: number;
  /** Action cap per game (default 4000, as `playRandomGame`). */
  maxActions?: number;
  /** Check the invariants after every action (default true). */
  invariants?: boolean;
  /** Deck generator options (default: implemented Origins cards). */
  decks?: RandomDeckOptions;
  /** Mode of play (default duel; ffa3, ffa4, 2v2: 646-648). */
  mode?: RbMode;
  /** Called after each game (progress, streaming output). */
  onGame?: (result: SoakGameResult) => void;
  /** Asked before each game after the first: true stops the soak early (a time budget); `games` then says how many were played. */
  stop?: () => boolean;
}

/** Figures of a soak (docs/soak.md). */
export interface SoakReport {
  seed: number | string;
  from: number;
  games: number;
  winners: number;
  capped: number;
  errors: number;
  totalActions: number;
  medianActions: number;
  maxActions: number;
  /** Index of the game with the most actions. */
  maxActionsGame: number;
  /** Games won per seat (seat 0, seat 1, …; in 2v2 the seat that scored the winning point). */
  wins: number[];
  /** Games played per legend code (both seats). */
  legends: Record<string, number>;
  /** Every game that did not end with a winner (capped or failed). */
  failures: SoakGameResult[];
}

/** Plays soak games one by one with a shared deck generator. */
export class Soak {
  readonly generator: RandomDeckGenerator;
  readonly #source: CardSource;
  readonly #supported: (code: string) => boolean | string;

  /** @param source card data; @param decks generator options (default: implemented Origins cards). */
  constructor(source: CardSource, decks: RandomDeckOptions = {}) {
    this.#source = source;
    this.generator = new RandomDeckGenerator(source, decks);
    this.#supported = decks.onlySupported === false ? () => true : (decks.isSupported ?? isSupported);
  }

  /** The decks of a game, one per seat (generated from its seeds). */
  decksFor(seeds: SoakGameSeeds): RandomDeck[] {
    return seeds.decks.map((d) => this.generator.generate(d));
  }

  /** Plays game `index` of soak `seed`. Never throws for engine failures: they are the result's `failure`. */
  play(
    seed: number | string,
    index: number,
    opts: { maxActions?: number; invariants?: boolean; mode?: RbMode } = {},
  ): SoakGameResult {
    const mode = opts.mode ?? "duel";
    const seeds = soakGameSeeds(seed, index, mode);
    const decks = this.decksFor(seeds);
    const result = (outcome: SoakOutcome, winner: number | null, actions: number, failure?: SoakFailure) => ({
      seeds,
      decks,
      outcome,
      winner,
      actions,
      ...(failure ? { failure } : {}),
    });
    for (const d of decks) {
      const check = checkDeck(randomDeckToParsed(d), this.#source, {
        isSupported: this.#supported,
        strictness: "strict",
      });
      if (!check.ok) {
        const message = check.problems.map((p) => p.message).join(" ");
        return result("error", null, 0, { kind: "deck", message, atAction: 0 });
      }
    }
    let applied = 0;
    let last: { seat: number; action: RbAction } | undefined;
    const checker = (opts.invariants ?? true) ? new InvariantChecker() : undefined;
    try {
      const config = matchConfig(decks, this.#source, mode === "duel" ? {} : { mode });
      const r = playRandomGame(config, seeds.game, seeds.policy, {
        ...(opts.maxActions !== undefined ? { maxActions: opts.maxActions } : {}),
        after: (s, action, seat) => {
          applied++;
          last = { seat, action };
          checker?.check(s);
        },
      });
      return r.state.winner === null ? result("cap", null, r.actions) : result("winner", r.state.winner, r.actions);
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      const invariant = err instanceof StateInvariantError;
      return result("error", null, applied, {
        kind: invariant ? "invariant" : "engine",
        message: err.message,
        ...(invariant ? { invariant: err.invariant } : {}),
        atAction: applied,
        ...(last ? { lastAction: last } : {}),
        ...(err.stack ? { stack: err.stack } : {}),
      });
    }
  }

  /** Plays games `from` .. `from + games - 1` and sums them up. */
  run(opts: SoakOptions): SoakReport {
    const from = opts.from ?? 0;
    const counts: number[] = [];
    const legends: Record<string, number> = {};
    const failures: SoakGameResult[] = [];
    const wins: number[] = Array.from({ length: seatCount(opts.mode ?? "duel") }, () => 0);
    let winners = 0;
    let capped = 0;
    let errors = 0;
    let maxActions = -1;
    let maxActionsGame = from;
    let played = 0;
    for (let i = from; i < from + opts.games; i++) {
      if (played > 0 && opts.stop?.()) break;
      played++;
      const r = this.play(opts.seed, i, {
        ...(opts.maxActions !== undefined ? { maxActions: opts.maxActions } : {}),
        ...(opts.invariants !== undefined ? { invariants: opts.invariants } : {}),
        ...(opts.mode ? { mode: opts.mode } : {}),
      });
      counts.push(r.actions);
      for (const d of r.decks) legends[d.legend] = (legends[d.legend] ?? 0) + 1;
      if (r.actions > maxActions) {
        maxActions = r.actions;
        maxActionsGame = i;
      }
      if (r.outcome === "winner") {
        winners++;
        if (r.winner !== null && r.winner < wins.length) wins[r.winner]!++;
      } else {
        if (r.outcome === "cap") capped++;
        else errors++;
        failures.push(r);
      }
      opts.onGame?.(r);
    }
    return {
      seed: opts.seed,
      from,
      games: played,
      winners,
      capped,
      errors,
      totalActions: counts.reduce((a, b) => a + b, 0),
      medianActions: median(counts),
      maxActions: Math.max(0, maxActions),
      maxActionsGame,
      wins,
      legends,
      failures,
    };
  }
}

/** Median of a list (mean of the two middle values for an even length; 0 when empty). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Soak `opts.games` games over `source` (see {@link Soak.run}). */
export function runSoak(source: CardSource, opts: SoakOptions): SoakReport {
  return new Soak(source, opts.decks ?? {}).run(opts);
}

/** The command that replays game `index` of soak `seed` alone. */
export function reproduceCommand(seed: number | string, index: number, maxActions?: number, mode?: RbMode): string {
  const text = String(seed);
  const s = /^[\w./:-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
  return `npm run soak -- --seed ${s} --from ${index} --games 1${maxActions !== undefined ? ` --max-actions ${maxActions}` : ""}${mode && mode !== "duel" ? ` --mode ${mode}` : ""} --verbose`;
}
