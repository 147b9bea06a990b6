/**
 * Cost increases to play cards (402; CR 7.4 707.1e: cost modifiers): "Opponents pay 1 more to play abilities"
 * (Morfiel, an ally) and "Attached hero's controller pays 1 more to play abilities" (Curse of Tongues, an attachment,
 * CR 7.4 400.6). Read from face-up cards in play as the card is played; added to its cost.
 */
import type { Seat } from "../../../engine/index.js";
import { card, inPlay, powersOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";

/** How much more `seat` pays to play card `id` (0 when nothing increases it; 402). */
export function costIncrease(s: WowState, seat: Seat, id: string): number {
  const type = card(s, id).type;
  const them = s.players[opp(seat)]!;
  const hero = s.players[seat]!.hero;
  let more = 0;
  // An attachment is listed with its controller's equipment too (state.ts): each source once.
  for (const src of new Set([them.hero, ...them.allies, ...them.equipment, ...attachmentsOn(s, hero)]))
    for (const pw of powersOf(s, src))
      if (pw.kind === "play-cost-increase" && pw.cardType === type) {
        // "Opponents pay …": the source's controller's opponents; "attached hero's controller": the host's controller.
        const applies = pw.who === "opponents" ? obj(s, src).controller !== seat : obj(s, src).attachedTo === hero;
        if (applies) more += pw.amount;
      }
  return more;
}

/** The attachments in play on `host`, whoever controls them (CR 7.4 400.5). */
function attachmentsOn(s: WowState, host: string): string[] {
  return s.objects.filter((o) => o.attachedTo === host && inPlay(o)).map((o) => o.id);
}
