/**
 * A card's own cost reduction (402; CR 7.4 707.1e), read from the card being played: "You pay 1 less to play [this]
 * for each non-token [faction] ally in your party" (Ivus the Forest Lord, Lokholar the Ice Lord; tokens, 404.2a).
 * Counted as the cost is determined; a cost never goes below 0.
 */
import type { Seat } from "../../../engine/index.js";
import { card, powersOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { isToken } from "./tokens.js";

/** How much less `seat` pays to play card `id` by its own "you pay N less to play [this] for each …" powers. */
export function selfCostReduction(s: WowState, seat: Seat, id: string): number {
  let n = 0;
  for (const pw of powersOf(s, id))
    if (pw.kind === "self-cost-reduction")
      n +=
        pw.amount *
        s.players[seat]!.allies.filter((a) => !isToken(s, a) && card(s, a).faction === pw.perNonTokenAllyOf).length;
  return n;
}
