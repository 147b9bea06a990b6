/**
 * Secret simultaneous choices (CR 7.4 802.1: simultaneous choices are made in turn order, the turn player first; a
 * secret one is hidden from the others until all have chosen): "each player secretly chooses a number" (Barak the
 * Shamed). Each seat answers its own `secret-number` ask; its number is written to its own log line only (the other
 * seat and the public read "chooses a number"), never to a view, and the numbers are revealed in the log once all have
 * chosen. A number is any whole number from 0 (104.1) to `SECRET_NUMBER_MAX` (docs/rules-decisions.md).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { inPlay, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj, opp } from "./state.js";
import { changeControl } from "./zones.js";
import { placeDamage } from "./placed-damage.js";

/** The largest number a player may choose (the engine's bound on chosen numbers, as for X: actions.ts). */
export const SECRET_NUMBER_MAX = 99;

type SecretAsk = Extract<NonNullable<WowState["ask"]>, { kind: "secret-number" }>;
type TieAsk = Extract<NonNullable<WowState["ask"]>, { kind: "tie-outcome" }>;

/** Starts "each player secretly chooses a number" for instruction `at` of `link`: the turn player chooses first. */
export function startSecretNumbers(s: WowState, link: Link, at: number): void {
  s.ask = { kind: "secret-number", seat: s.active, link, at, numbers: [] };
}

/** `seat` answers its `secret-number` ask with `value` (0..SECRET_NUMBER_MAX); the next seat is asked, or all reveal. */
export function answerSecretNumber(s: WowState, seat: Seat, value: number): Rejection | null {
  const ask = s.ask as SecretAsk;
  if (!Number.isInteger(value) || value < 0 || value > SECRET_NUMBER_MAX)
    return { code: "number/illegal", message: `Choose a whole number from 0 to ${SECRET_NUMBER_MAX}.`, rule: "104.1" };
  const numbers = [...ask.numbers, value];
  s.log.push({
    text: `P${seat + 1} secretly chooses ${value}.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} secretly chooses a number.`,
  });
  // Turn order (802.1): with two players, the turn player then the other.
  if (numbers.length < s.players.length) {
    s.ask = { ...ask, seat: opp(seat), numbers };
    return null;
  }
  s.ask = null;
  // By seat: numbers[0] is the turn player's.
  const bySeat = [s.active, opp(s.active)].map((p, i) => ({ seat: p, n: numbers[i]! }));
  s.log.push({ text: `The numbers are revealed: ${bySeat.map((b) => `P${b.seat + 1} chose ${b.n}`).join(", ")}.` });
  const high = Math.max(...numbers);
  const tied = bySeat.filter((b) => b.n === high).map((b) => b.seat);
  if (tied.length > 1) {
    // "If there's a tie, you choose the outcome": the link's controller picks which tied player chose highest.
    s.ask = { kind: "tie-outcome", seat: ask.link.controller, link: ask.link, at: ask.at, tied, amount: high };
    return null;
  }
  highestGainsControl(s, ask.link, tied[0]!, high);
  return null;
}

/** The link's controller settles a tie: `player` (one of the tied) is the one who chose the highest number. */
export function answerTieOutcome(s: WowState, seat: Seat, player: number): Rejection | null {
  const ask = s.ask as TieAsk;
  if (!ask.tied.includes(player as Seat))
    return { code: "tie/illegal", message: "Choose one of the tied players.", rule: "CR 7.4 709.2b" };
  s.ask = null;
  s.log.push({ text: `P${seat + 1} chooses the outcome of the tie: P${player + 1}.` });
  highestGainsControl(s, ask.link, player as Seat, ask.amount);
  return null;
}

/**
 * "The player who chooses the highest number gains control of [this], and you put that amount of damage on that
 * player's hero" (001 401.3 control with no duration; damage put, not dealt, 001 404.3).
 */
function highestGainsControl(s: WowState, link: Link, seat: Seat, amount: number): void {
  const o = obj(s, link.card);
  if (inPlay(o) && o.controller !== seat) {
    changeControl(s, link.card, seat);
    s.log.push({ text: `P${seat + 1} gains control of ${nameOf(s, link.card)}.` });
  }
  placeDamage(s, s.players[seat]!.hero, amount);
}
