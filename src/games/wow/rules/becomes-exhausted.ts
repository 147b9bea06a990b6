/**
 * Exhausting a card as a cost, an attack, a protection or an instruction (CR 7.4 411.1: only a ready card exhausts), and
 * the trigger "when [this] becomes exhausted" (Lord Grayson Shadowbreaker; CR 7.4 703.1: as it exhausts).
 */
import { inPlay } from "./characteristics.js";
import { type WowState, obj } from "./state.js";
import { trigger } from "./triggers.js";

/** Exhausts `id`; a card in play that was ready becomes exhausted and its "becomes exhausted" powers trigger. */
export function exhaustCard(s: WowState, id: string): void {
  const o = obj(s, id);
  const was = o.exhausted;
  o.exhausted = true;
  if (!was && inPlay(o)) trigger(s, o.controller, "becomes-exhausted", [id]);
}
