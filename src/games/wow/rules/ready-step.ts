/**
 * Restrictions on readying in the ready step (001 501.1a: the turn player readies everything they control, but a
 * "can't ready" modifier wins, 103.4): "Opposing allies can't ready during their controller's ready step"
 * (Earthbind Totem), a continuous power of a face-up card the other player controls in play.
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { inPlay, isAlly, nameOf, powersOf } from "./characteristics.js";
import { stopsRemainingExhausted } from "./remains-exhausted.js";
import { type WowState, obj, opp } from "./state.js";

/** Whether card `id` of the turn player can't ready in this ready step because of an opposing power (501.1a). */
export function opposingPowerKeepsExhausted(s: WowState, id: string): boolean {
  if (!isAlly(s, id)) return false;
  const them = s.players[opp(obj(s, id).controller)]!;
  return [them.hero, ...them.allies, ...them.equipment].some(
    (src) => inPlay(obj(s, src)) && powersOf(s, src).some((pw) => pw.kind === "opposing-allies-dont-ready"),
  );
}

/**
 * "Attached ally can't ready during its controller's ready step" (Entangling Roots; 001 501.1a, CR 7.4 400.6): an
 * attachment on `id` with the `attached-doesnt-ready` power, whoever controls it.
 */
export function attachedCantReady(s: WowState, id: string): boolean {
  return s.objects.some(
    (o) => o.attachedTo === id && inPlay(o) && powersOf(s, o.id).some((pw) => pw.kind === "attached-doesnt-ready"),
  );
}

/**
 * "You may choose not to ready [this] during your ready step" (Helwen; CR 7.4 501.1a): an exhausted card of the turn
 * player with that power is not readied with the others; its controller is asked (`stay-exhausted`).
 */
export function mayChooseNotToReady(s: WowState, id: string): boolean {
  return inPlay(obj(s, id)) && powersOf(s, id).some((pw) => pw.kind === "may-choose-not-to-ready");
}

/** 501.1a: `id` readies in the ready step (a card readied stops "remaining exhausted", CR 7.4 714.3b). */
export function readyInReadyStep(s: WowState, id: string): void {
  const o = obj(s, id);
  if (!o.exhausted) return;
  o.exhausted = false;
  stopsRemainingExhausted(s, id);
}

/**
 * The turn player's answer to `stay-exhausted` (501.1a): the cards of `keep` (each one of the ask's) stay exhausted,
 * the ask's other cards ready now, still in the ready step, before anything else happens.
 */
export function answerStayExhausted(s: WowState, seat: Seat, keep: readonly string[]): Rejection | null {
  const ask = s.ask;
  if (ask?.kind !== "stay-exhausted" || ask.seat !== seat)
    return { code: "choose/no-decision", message: "There is no ready-step choice to answer.", rule: "501.1a" };
  if (new Set(keep).size !== keep.length || !keep.every((k) => ask.cards.includes(k)))
    return { code: "ready/illegal", message: "Choose among the cards you may keep exhausted.", rule: "501.1a" };
  s.ask = null;
  for (const id of ask.cards) {
    if (keep.includes(id)) s.log.push({ text: `P${seat + 1} chooses not to ready ${nameOf(s, id)}.` });
    else readyInReadyStep(s, id);
  }
  return null;
}
