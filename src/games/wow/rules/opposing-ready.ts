/**
 * "Each opposing ability, ally, and equipment can't ready during its controller's ready step" (Ivus the Forest Lord;
 * 001 501.1a: a "can't ready" modifier wins over the ready step, 103.4): the turn player's allies and the cards of their
 * hero zone other than the hero (equipment, ongoing abilities, attachments, Totems) stay exhausted; the hero and the
 * resources ready.
 */
import { inPlay, isAlly, isHero, powersOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";

/** Whether card `id` of the turn player stays exhausted in this ready step because of such an opposing power. */
export function opposingCardsStayExhausted(s: WowState, id: string): boolean {
  const o = obj(s, id);
  if (!isAlly(s, id) && !(o.zone === "hero" && !isHero(s, id))) return false;
  const them = s.players[opp(o.controller)]!;
  return [them.hero, ...them.allies, ...them.equipment].some(
    (src) => inPlay(obj(s, src)) && powersOf(s, src).some((pw) => pw.kind === "opposing-cards-dont-ready"),
  );
}
