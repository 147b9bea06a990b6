/**
 * "When a [race] in your party is destroyed" (High Priestess Tyrande Whisperwind; CR 7.4 703.1): as an ally goes from
 * play to the graveyard by destruction, the powers of its controller's cards in play watching it trigger, and the
 * destroyed card's own power too, looking back at it in play (703.4). The ally is the event's card.
 */
import type { Seat } from "../../../engine/index.js";
import { card, powersOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { watchers } from "./triggers.js";

/** The ally `id`, controlled by `seat`, was just destroyed. */
export function triggerPartyAllyDestroyed(s: WowState, seat: Seat, id: string): void {
  const race = card(s, id).race;
  for (const w of [...watchers(s, seat).filter((x) => x !== id), id])
    powersOf(s, w).forEach((pw, i) => {
      if (pw.kind === "trigger" && pw.on === "party-ally-destroyed" && (!pw.race || pw.race === race))
        s.waiting.push({ controller: seat, card: w, power: i, subject: id });
    });
}
