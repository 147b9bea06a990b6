/**
 * "You pay N less to complete your next quest this turn" (Travel Form): a cost modifier (402; CR 7.4 702.1) kept on
 * the hero as a "this turn" modifier (001 503.2a ends it) and used up by the next quest its controller completes.
 */
import type { Seat } from "../../../engine/index.js";
import type { Link, WowState } from "./state.js";

/** Creates the discount for the link controller's next quest completion this turn. */
export function questDiscountThisTurn(s: WowState, link: Link, amount: number): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "quest-discount", amount });
  s.log.push({ text: `P${link.controller + 1} pays ${amount} less to complete their next quest this turn.` });
}

/** The discount `seat`'s next quest completion gets (0 when none). */
export function questDiscount(s: WowState, seat: Seat): number {
  const hero = s.players[seat]!.hero;
  return s.turnMods.reduce((n, m) => (m.obj === hero && m.mod === "quest-discount" ? n + (m.amount ?? 0) : n), 0);
}

/** Completing a quest uses the discounts up ("your next quest"). */
export function useQuestDiscount(s: WowState, seat: Seat): void {
  const hero = s.players[seat]!.hero;
  s.turnMods = s.turnMods.filter((m) => !(m.obj === hero && m.mod === "quest-discount"));
}
