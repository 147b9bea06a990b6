/**
 * Triggered modifiers about the tokens an instruction just put into play (CR 7.4 715.1, 404.2): "At end of turn,
 * destroy them" (Barov Peasant Caller: one modifier per token, triggering once as this turn's end phase starts, 500.2)
 * and "When [the token] leaves play, draw two cards" (Wanted: Hogger: no duration, so it lasts until the game ends and
 * triggers as that token leaves play, before it ceases to exist, 404.2c). Each runs the card's `delayed` power with the
 * token as its `subject`; its effect is controlled by the player who controlled the link creating it (705.4), even
 * when the token is another player's.
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";

/** The modifiers of a `put-token` instruction for the tokens `made` (the link's card runs the `delayed` power). */
export function tokenModifiers(
  s: WowState,
  link: { controller: Seat; card: string },
  made: readonly string[],
  e: { atEndOfTurn?: number; whenLeavesPlay?: number },
): void {
  const at = (power: number) =>
    made.map((subject) => ({ controller: link.controller, card: link.card, power, subject, modifier: true }));
  if (e.atEndOfTurn !== undefined) s.delayed = [...(s.delayed ?? []), ...at(e.atEndOfTurn)];
  if (e.whenLeavesPlay !== undefined) s.leaveWatch = [...(s.leaveWatch ?? []), ...at(e.whenLeavesPlay)];
}

/** Card `id` leaves play (moveTo): the modifiers watching it trigger once and end (CR 7.4 715.1, 703.4). */
export function leftPlay(s: WowState, id: string): void {
  const w = s.leaveWatch;
  if (!w?.some((m) => m.subject === id)) return;
  for (const m of w) if (m.subject === id) s.waiting.push({ ...m });
  s.leaveWatch = w.filter((m) => m.subject !== id);
}
