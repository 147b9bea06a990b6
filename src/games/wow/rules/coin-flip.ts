/**
 * "Flip a coin. If you win the flip, …. If you lose the flip, you may pay N to reflip." (Landro Longshot): the flip is
 * drawn from the state's seeded RNG (a win one time in two). A lost flip asks its controller, while the payment can be
 * made (402.1), whether to pay and flip again (an `either` ask: "Pay N to reflip" / "Don't pay"; CR 7.4 709.2b).
 */
import { nextInt } from "../../../engine/index.js";
import type { Effect } from "../cards/types.js";
import { readyResources } from "./characteristics.js";
import type { Link, WowState } from "./state.js";

type FlipCoin = Extract<Effect, { op: "flip-coin" }>;

/** Flips for `link`'s instruction `e` at index `at`: true on a win (its `win` instructions follow), else may ask. */
export function flipCoin(s: WowState, link: Link, e: FlipCoin, at: number): boolean {
  const [rng, n] = nextInt(s.rng, 2);
  s.rng = rng;
  const won = n === 0;
  s.log.push({ text: `P${link.controller + 1} flips a coin and ${won ? "wins" : "loses"} the flip.` });
  if (!won && readyResources(s, link.controller).length >= e.reflipCost)
    s.ask = { kind: "either", seat: link.controller, link, at, options: [0, 1] };
  return won;
}
