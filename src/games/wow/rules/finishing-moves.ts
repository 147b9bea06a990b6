/**
 * Finishing Move (CR 7.4 glossary "Finishing Move"): "As an additional cost to play, remove X Combo cards in your
 * graveyard from the game, where X is 5 or less" (707.1e; 402.1). The cards are chosen in the play action's `pay`
 * (different Combo cards of the player's graveyard, at most five, none allowed); the link's X is how many were removed
 * (Eviscerate, Slice and Dice).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { no } from "../../wow-family/rules/core.js";
import { hasTag, nameOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** "X is 5 or less" (CR 7.4 glossary Finishing Move). */
export const FINISHING_MOVE_MAX = 5;

/** The Combo cards of `seat`'s graveyard, which can pay a Finishing Move's cost. */
export function comboCards(s: WowState, seat: Seat): string[] {
  return s.players[seat]!.graveyard.filter((id) => hasTag(s, id, "Combo"));
}

/** 402.1: at most five different Combo cards of `seat`'s graveyard; null when `pay` is such a choice. */
export function checkFinishingMove(s: WowState, seat: Seat, pay: readonly string[]): Rejection | null {
  const ok = comboCards(s, seat);
  if (pay.length > FINISHING_MOVE_MAX || new Set(pay).size !== pay.length || pay.some((id) => !ok.includes(id)))
    return no(
      "cost/finishing-move",
      "Choose up to five different Combo cards in your graveyard to remove from the game.",
      "CR 7.4 glossary Finishing Move",
    );
  return null;
}

/** Canonical choices for the legal-action list: the first N Combo cards in graveyard order, for each N from 0 to 5. */
export function finishingMoveChoices(s: WowState, seat: Seat): string[][] {
  const cards = comboCards(s, seat);
  return Array.from({ length: Math.min(FINISHING_MOVE_MAX, cards.length) + 1 }, (_, n) => cards.slice(0, n));
}

/** Pays the cost: the chosen cards are removed from the game (001 413.8); the link's X is their number. */
export function payFinishingMove(s: WowState, seat: Seat, pay: readonly string[]): number {
  for (const id of pay) moveTo(s, id, "rfg");
  s.log.push({
    text: `P${seat + 1} removes ${pay.map((id) => nameOf(s, id)).join(", ") || "no Combo cards"} from the game to pay the cost.`,
  });
  return pay.length;
}
