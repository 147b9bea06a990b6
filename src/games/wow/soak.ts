/**
 * The long WoW soak (`npm run soak -- --game wow`, docs/wow.md "Testing"): seeded random games between the
 * playable remariano138 decklists and the sample decks of implemented cards, every action checked (`verify`, no
 * private card in another seat's or the public view). Pure: no clock, no I/O (the script times it).
 */
import { buildWowDeck, sampleDeck } from "./decks.js";
import { PLAYABLE_DECKLISTS } from "./decklists.js";
import type { WowDeck } from "./decks.js";
import { simulate } from "./sim.js";

/** A named deck of the soak's pool. */
export interface WowSoakDeck {
  readonly name: string;
  readonly deck: WowDeck;
}

/** The decks games are drawn from: every playable decklist, then a sample deck per implemented hero. */
export function soakDecks(): WowSoakDeck[] {
  const lists = PLAYABLE_DECKLISTS.map((l) => {
    const r = buildWowDeck(l.text);
    if (!r.ok) throw new Error(`wow: decklist ${l.key} is refused: ${r.problems.map((p) => p.message).join("; ")}`);
    return { name: l.name, deck: r.deck };
  });
  const samples = ["HoA-15", "HoA-7", "HoA-10", "HoA-16", "HoA-5", "HoA-2", "HoA-6", "HoA-12", "HoA-9", "HoA-14"].map(
    (h) => ({
      name: `sample ${h}`,
      deck: sampleDeck(h),
    }),
  );
  // Through the Dark Portal heroes, their class's cards first (the newest set first).
  const tdp = ["TDP-2", "TDP-5", "TDP-7", "TDP-8", "TDP-15", "TDP-18"].map((h) => ({
    name: `sample ${h}`,
    deck: sampleDeck(h, 60, true),
  }));
  return [...lists, ...samples, ...tdp];
}

/** The two decks of game `index` (every ordered pair comes up in turn; the decklists first). */
export function soakPairing(pool: readonly WowSoakDeck[], index: number): [WowSoakDeck, WowSoakDeck] {
  const n = pool.length;
  return [pool[index % n]!, pool[(index + 1 + Math.floor(index / n)) % n]!];
}

/** One game's outcome. */
export interface WowSoakGame {
  readonly index: number;
  readonly decks: readonly [string, string];
  readonly winner: number | null;
  readonly actions: number;
  /** Refused legal actions, broken invariants, leaks; "action cap" when the game did not end. */
  readonly problems: readonly string[];
}

/** The figures of a soak run. */
export interface WowSoakReport {
  readonly from: number;
  readonly games: number;
  readonly winners: number;
  /** Games that ended with no winner, as the rules give when every player loses at once (001 102.1a). */
  readonly draws: number;
  readonly failures: readonly WowSoakGame[];
  readonly totalActions: number;
  readonly maxActions: number;
  /** Games played per deck name (both seats). */
  readonly decks: Readonly<Record<string, number>>;
}

/**
 * Plays games `from` .. `from + games - 1` (the game seed is the index) with at most `maxActions` actions each;
 * `onGame` sees each result, `stop` ends the run early (checked between games).
 */
export function runWowSoak(opts: {
  from: number;
  games: number;
  maxActions?: number;
  invariants?: boolean;
  onGame?: (g: WowSoakGame) => void;
  stop?: () => boolean;
}): WowSoakReport {
  const pool = soakDecks();
  const failures: WowSoakGame[] = [];
  const decks: Record<string, number> = {};
  let winners = 0;
  let draws = 0;
  let totalActions = 0;
  let maxActions = 0;
  let played = 0;
  for (let i = opts.from; i < opts.from + opts.games; i++) {
    if (opts.stop?.()) break;
    const [a, b] = soakPairing(pool, i);
    const sim = simulate({ decks: [a.deck, b.deck] }, i, opts.maxActions ?? 4000, opts.invariants ?? true);
    // 001 102.1a: when every player loses at once the game is over with no winner, a draw the rules give.
    const ended = sim.state.over;
    const game: WowSoakGame = {
      index: i,
      decks: [a.name, b.name],
      winner: sim.state.winner,
      actions: sim.actions,
      problems: ended || sim.problems.length ? sim.problems : ["action cap: no winner"],
    };
    played++;
    totalActions += sim.actions;
    maxActions = Math.max(maxActions, sim.actions);
    for (const d of game.decks) decks[d] = (decks[d] ?? 0) + 1;
    if (ended && game.problems.length === 0) {
      if (sim.state.winner !== null) winners++;
      else draws++;
    } else failures.push(game);
    opts.onGame?.(game);
  }
  return { from: opts.from, games: played, winners, draws, failures, totalActions, maxActions, decks };
}
