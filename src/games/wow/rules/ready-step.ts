/**
 * Restrictions on readying in the ready step (001 501.1a: the turn player readies everything they control, but a
 * "can't ready" modifier wins, 103.4): "Opposing allies can't ready during their controller's ready step"
 * (Earthbind Totem), a continuous power of a face-up card the other player controls in play.
 */
import { inPlay, isAlly, powersOf } from "./characteristics.js";
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
