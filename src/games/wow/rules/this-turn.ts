/**
 * "When [event] this turn, [instruction]" (Cold Blood, Operation Recombobulation): triggered modifiers (CR 7.4
 * 715.1) created as a link resolves and ended in the wrap-up step (001 503.2a). Each time the event happens, the
 * modifier's effect waits to go on the chain (708.1) with the card of the event as "that ally".
 */
import type { Seat } from "../../../engine/index.js";
import type { ThisTurnEvent } from "../cards/types.js";
import type { Link, WowState } from "./state.js";

/** Creates the modifier of a resolving `this-turn-trigger` instruction (CR 7.4 715.1). */
export function addTurnTrigger(s: WowState, link: Link, event: ThisTurnEvent, power: number): void {
  s.turnTriggers = [...(s.turnTriggers ?? []), { controller: link.controller, card: link.card, power, event }];
}

/**
 * An event happened: every modifier watching it whose controller `concerns` triggers, remembering `subject` (the
 * destroyed or damaged ally).
 */
export function turnEvent(
  s: WowState,
  event: ThisTurnEvent,
  subject: string,
  concerns: (controller: Seat) => boolean,
): void {
  for (const t of s.turnTriggers ?? [])
    if (t.event === event && concerns(t.controller))
      s.waiting.push({ controller: t.controller, card: t.card, power: t.power, subject, modifier: true });
}
