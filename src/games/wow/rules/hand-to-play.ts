/**
 * Putting a card from the hand into play (001 302.1) with a cost limit: "put a Pet card from your hand into play if its
 * cost is less than or equal to [X]" (Fel Domination). Seraph the Exalted's limit (the resources you have) is
 * `handAlliesToPlay` in rules/effects.ts.
 */
import type { Seat } from "../../../engine/index.js";
import { card, hasTag } from "./characteristics.js";
import type { WowState } from "./state.js";

/** Ally cards of `seat`'s hand with the type-line `tag` and cost at most `x`. */
export function handAlliesUpToX(s: WowState, seat: Seat, tag: string, x: number): string[] {
  return s.players[seat]!.hand.filter(
    (id) => card(s, id).type === "Ally" && hasTag(s, id, tag) && (card(s, id).cost ?? 0) <= x,
  );
}
