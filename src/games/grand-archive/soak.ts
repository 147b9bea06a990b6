/**
 * Seeded random Grand Archive games (the soak): each action picked uniformly from `legalActions` (never
 * concede), checking after every action the state's invariants and that no private card (hand, memory, main and
 * material deck) of a seat appears by id in the public view or the other seat's view. Pure; no clock, no I/O.
 */
import { nextInt, seedRng } from "../../engine/rng.js";
import { grandArchiveRules as R } from "./rules/index.js";
import { isSupported } from "./cards/registry.js";
import { cardData, hasType } from "./rules/catalogue.js";
import type { GaConfig, GaDeckList } from "./rules/setup.js";
import type { GaState, Seat } from "./rules/state.js";

/** One soak game's outcome. */
export interface SoakGame {
  readonly seed: number;
  readonly winner: Seat | null;
  readonly actions: number;
  readonly turns: number;
  /** The first problem found (an invariant, a leak, a refused legal action, an engine error), or null. */
  readonly problem: string | null;
  /**
   * The game ended with both players losing at once: a draw (CR General Rules - Ending the Game 6, Objectives: Draws 1: both champions
   * died in the same state-based check), a result the rules give, not a problem.
   */
  readonly draw?: true;
}

/** Every card instance id (`"c<n>"`, a JSON string) the view `v` shows. */
function shownIds(v: unknown): Set<string> {
  return new Set(JSON.stringify(v).match(/"c\d+"/g) ?? []);
}

function leak(s: GaState): string | null {
  // One scan per view, then set look-ups (searching each view's text per private card cost most of the soak's time).
  const views = { public: shownIds(R.view(s, "public")), 0: shownIds(R.view(s, 0)), 1: shownIds(R.view(s, 1)) };
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const id of [...p.hand, ...p.memory, ...p.mainDeck, ...p.materialDeck]) {
      const needle = `"${id}"`;
      if (views.public.has(needle)) return `public view shows P${seat + 1}'s private ${id}`;
      if (views[seat === 0 ? 1 : 0].has(needle)) return `P${2 - seat}'s view shows P${seat + 1}'s private ${id}`;
    }
  }
  return null;
}

/** Plays one seeded random game of `config`; `checkPrivacy` checks every view after every action (slower). */
export function soakGame(config: GaConfig, seed: number, checkPrivacy = true, maxActions = 6000): SoakGame {
  let s: GaState;
  try {
    s = R.create(config, seed);
  } catch (e) {
    return { seed, winner: null, actions: 0, turns: 0, problem: `create: ${(e as Error).message}` };
  }
  let rng = seedRng(seed ^ 0x5a5a);
  let n = 0;
  try {
    for (; n < maxActions && !s.over; n++) {
      const p = R.pending(s);
      if (!p)
        return { seed, winner: s.winner, actions: n, turns: s.turn, problem: "no decision pending in a running game" };
      const legal = R.legalActions(s, p.seat).filter((a) => a.type !== "concede");
      if (!legal.length) return { seed, winner: null, actions: n, turns: s.turn, problem: "no legal action" };
      const [r, k] = nextInt(rng, legal.length);
      rng = r;
      const res = R.apply(s, p.seat, legal[k]!);
      if (!res.ok)
        return { seed, winner: null, actions: n, turns: s.turn, problem: `legal action refused: ${res.error.code}` };
      s = res.state;
      const broken = R.verify(s);
      if (broken.length) return { seed, winner: null, actions: n, turns: s.turn, problem: `invariant: ${broken[0]}` };
      if (checkPrivacy) {
        const l = leak(s);
        if (l) return { seed, winner: null, actions: n, turns: s.turn, problem: l };
      }
    }
  } catch (e) {
    return { seed, winner: null, actions: n, turns: s.turn, problem: `engine error: ${(e as Error).message}` };
  }
  if (!s.over) return { seed, winner: null, actions: n, turns: s.turn, problem: "no winner within the action limit" };
  return {
    seed,
    winner: s.winner,
    actions: n,
    turns: s.turn,
    problem: null,
    ...(s.winner === null ? { draw: true } : {}),
  };
}

/** The six starter deck files (data/grand-archive/decks), in soak order. */
export const STARTERS = [
  "DOASD-lorraine-starter-deck.txt",
  "DOASD-rai-starter-deck.txt",
  "DOASD-silvie-starter-deck.txt",
  "ALCSD-arisanna-starter-deck.txt",
  "ALCSD-diana-starter-deck.txt",
  "ALCSD-tonoris-starter-deck.txt",
] as const;

/** A starter as the soak plays it: `complete` when every card runs, else reduced to its running cards. */
export interface SoakDeck {
  readonly name: string;
  readonly deck: GaDeckList;
  readonly complete: boolean;
}

/**
 * The starters the soak plays (docs/grand-archive.md "Soak"): each reduced to its supported cards, kept when that
 * still leaves a champion in the material deck and at least 30 main deck cards (a starter not yet written is left
 * out). `load` reads a deck file by name. The engine takes any list; deck validation is the host's.
 */
export function soakDecks(load: (file: string) => GaDeckList): SoakDeck[] {
  const out: SoakDeck[] = [];
  for (const file of STARTERS) {
    const d = load(file);
    const ok = (id: string) => isSupported(id) === true;
    const deck = { material: d.material.filter(ok), main: d.main.filter(ok) };
    const champion = deck.material.some((id) => hasType(cardData(id), "CHAMPION"));
    if (!champion || deck.main.length < 30) continue;
    const complete = deck.material.length === d.material.length && deck.main.length === d.main.length;
    out.push({ name: file.replace(/-starter-deck\.txt$/, ""), deck, complete });
  }
  return out;
}
