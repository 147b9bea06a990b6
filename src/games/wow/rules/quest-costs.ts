/**
 * A quest's completion cost paid with one card of its controller (001 402.1; CR 7.4 702.1), chosen in the `complete`
 * action's `pay`: "remove a non-token ally in your party from the game" (Felendren the Banished: a token is told
 * apart, CR 7.4 404.2a) and "exhaust one of your equipment" (Samophlange: a ready weapon, armor or item, 411).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import type { QuestPayWith } from "../cards/types.js";
import { isTokenCode } from "../cards/tokens.js";
import { card, equipmentKind, isAlly, nameOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";
import { moveTo } from "./zones.js";
import { exhaustCard } from "./becomes-exhausted.js";

/** The cards of `seat` that can pay the cost now. */
export function payWithChoices(s: WowState, seat: Seat, kind: QuestPayWith): string[] {
  const p = s.players[seat]!;
  if (kind === "remove-non-token-ally-in-your-party")
    return p.allies.filter((id) => isAlly(s, id) && !isTokenCode(obj(s, id).code));
  return p.equipment.filter((id) => !obj(s, id).exhausted && equipmentKind(card(s, id)) !== null);
}

/** 402.1: exactly one card that can pay it is chosen; null when so. */
export function checkPayWith(s: WowState, seat: Seat, kind: QuestPayWith, pay: readonly string[]): Rejection | null {
  if (pay.length === 1 && payWithChoices(s, seat, kind).includes(pay[0]!)) return null;
  return {
    code: "cost/quest-card",
    message:
      kind === "remove-non-token-ally-in-your-party"
        ? "Choose a non-token ally in your party to remove from the game."
        : "Choose one of your ready equipment to exhaust.",
    rule: "402.1",
  };
}

/** Pays the cost with the chosen card (checked by `checkPayWith`). */
export function payWithCard(s: WowState, seat: Seat, kind: QuestPayWith, id: string): void {
  if (kind === "remove-non-token-ally-in-your-party") {
    s.log.push({ text: `P${seat + 1} removes ${nameOf(s, id)} from the game.` });
    moveTo(s, id, "rfg");
  } else {
    exhaustCard(s, id);
    s.log.push({ text: `P${seat + 1} exhausts ${nameOf(s, id)}.` });
  }
}
