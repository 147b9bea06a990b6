/**
 * Trap (CR 7.4 glossary "Trap"): "You may exhaust a defending hero you control rather than pay this card's cost", an
 * alternate cost (CR 7.4 403.3, 707.1e: substituted first, additional costs still added). The play action names the
 * hero in its `pay` to use it; the hero must be ready (402.1) and the defender of the current combat (602.3).
 */
import type { Seat } from "../../../engine/index.js";
import { powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** Whether card `id` has the Trap keyword power. */
const isTrap = (s: WowState, id: string): boolean =>
  powersOf(s, id).some((p) => p.kind === "keyword" && p.keyword === "Trap");

/** Whether playing `id` with `pay` uses the Trap alternate cost (the cards paid name `seat`'s hero). */
export const usesTrap = (s: WowState, seat: Seat, id: string, pay: readonly string[]): boolean =>
  isTrap(s, id) && pay.length === 1 && pay[0] === s.players[seat]!.hero;

/** Why the Trap cost can't be paid now, or null (402.1: a ready hero; 602.3: it is defending). */
export function trapCostProblem(s: WowState, seat: Seat): string | null {
  const hero = s.players[seat]!.hero;
  if (s.combat?.defender !== hero) return "Your hero is not defending.";
  if (obj(s, hero).exhausted) return "Your hero is exhausted.";
  return null;
}

/** The `pay` choices offered for playing `id`: none, and the hero for a Trap whose cost can be paid now. */
export const trapPayChoices = (s: WowState, seat: Seat, id: string): string[][] =>
  isTrap(s, id) && trapCostProblem(s, seat) === null ? [[], [s.players[seat]!.hero]] : [[]];
