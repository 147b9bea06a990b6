/**
 * "[Instruction] unless [player] pays N" (Crippling Poison: "exhaust attached character unless its controller pays 3"):
 * as the link resolves, that player chooses whether to pay (CR 7.4 709.2b; a cost that can't be paid is not offered,
 * 402.1, so the instruction is then done without asking); paying is done like every payment, face-down resources
 * first (402.4a; docs/rules-decisions.md).
 */
import type { Seat } from "../../../engine/index.js";
import { readyResources } from "./characteristics.js";
import type { Link, WowState } from "./state.js";

/** Asks `payer` whether to pay `amount`; false when they can't or there is no such player (the instruction is done). */
export function askUnlessPays(s: WowState, link: Link, at: number, payer: Seat | null, amount: number): boolean {
  if (payer === null || readyResources(s, payer).length < amount) return false;
  s.ask = { kind: "either", seat: payer, link, at, options: [0, 1] };
  return true;
}
