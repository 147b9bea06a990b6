/**
 * "When [event] this turn, [instruction]" (Cold Blood, Operation Recombobulation, Shadow Bolt): triggered modifiers
 * (CR 7.4 715.1) created as a link resolves and ended in the wrap-up step (001 503.2a). Each time the event happens,
 * the modifier's effect waits to go on the chain (708.1) with the card of the event as "that ally" / "that character"
 * and who controlled it then ("its controller", 709.2d).
 */
import type { Seat } from "../../../engine/index.js";
import type { ThisTurnEvent } from "../cards/types.js";
import type { Link, WowState } from "./state.js";

/** Creates the modifier of a resolving `this-turn-trigger` instruction (CR 7.4 715.1); `watch`: the card watched. */
export function addTurnTrigger(s: WowState, link: Link, event: ThisTurnEvent, power: number, watch?: string): void {
  const t = { controller: link.controller, card: link.card, power, event, ...(watch ? { watch } : {}) };
  s.turnTriggers = [...(s.turnTriggers ?? []), t];
}

/**
 * An event happened to `subject` (controlled by `subjectController`): every modifier watching it whose controller
 * `concerns` (and, for a watched card, watching this one) triggers; `amount`: the event's packet ("that much").
 */
export function turnEvent(
  s: WowState,
  event: ThisTurnEvent,
  subject: string,
  subjectController: Seat,
  concerns: (controller: Seat) => boolean,
  amount?: number,
): void {
  for (const t of s.turnTriggers ?? [])
    if (t.event === event && concerns(t.controller) && (!t.watch || t.watch === subject))
      s.waiting.push({
        controller: t.controller,
        card: t.card,
        power: t.power,
        subject,
        subjectController,
        modifier: true,
        ...(amount !== undefined ? { amount } : {}),
      });
}
