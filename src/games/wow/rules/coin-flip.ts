/**
 * "Flip a coin. If you win the flip, …. If you lose the flip, you may pay N to reflip." (Landro Longshot): the flip is
 * drawn from the state's seeded RNG (a win one time in two). A lost flip asks its controller, while the payment can be
 * made (402.1), whether to pay and flip again (an `either` ask: "Pay N to reflip" / "Don't pay"; CR 7.4 709.2b).
 * A die roll (Noggenfogger Elixir) draws from the same RNG.
 */
import { nextInt } from "../../../engine/index.js";
import type { Effect } from "../cards/types.js";
import { readyResources } from "./characteristics.js";
import type { Link, WowState } from "./state.js";

type FlipCoin = Extract<Effect, { op: "flip-coin" }>;
type RollDie = Extract<Effect, { op: "roll-die" }>;

/** A random whole number in 1..`sides` drawn from the state's seeded RNG (the coin is a two-sided one). */
function roll(s: WowState, sides: number): number {
  const [rng, n] = nextInt(s.rng, sides);
  s.rng = rng;
  return n + 1;
}

/**
 * "Roll a die. 1-2: …" (CR 7.4 glossary "Dice, Die": a six-sided die): rolled for `link`'s controller; returns the
 * instructions of the outcome whose range holds the roll (none when no range does).
 */
export function rollDie(s: WowState, link: Link, e: RollDie): readonly Effect[] {
  const n = roll(s, 6);
  s.log.push({ text: `P${link.controller + 1} rolls a die: ${n}.` });
  return e.outcomes.find((o) => o.from <= n && n <= o.to)?.effects ?? [];
}

/** Flips for `link`'s instruction `e` at index `at`: true on a win (its `win` instructions follow), else may ask. */
export function flipCoin(s: WowState, link: Link, e: FlipCoin, at: number): boolean {
  const won = roll(s, 2) === 1;
  s.log.push({ text: `P${link.controller + 1} flips a coin and ${won ? "wins" : "loses"} the flip.` });
  if (!won && readyResources(s, link.controller).length >= e.reflipCost)
    s.ask = { kind: "either", seat: link.controller, link, at, options: [0, 1] };
  return won;
}
