/**
 * Continuous prevention and play restrictions of ongoing abilities (CR 7.4 704.1a; 407: a prevention modifier; 103.4:
 * "can't" wins): "Prevent all damage that would be dealt to your hero" and "You can't play cards" (Ice Block).
 */
import type { Seat } from "../../../engine/index.js";
import type { Power } from "../cards/types.js";
import { inPlay, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** Whether a face-up card `seat` controls in play has a power of `kind`. */
function yourPower(s: WowState, seat: Seat, kind: Power["kind"]): boolean {
  const p = s.players[seat]!;
  return [p.hero, ...p.allies, ...p.equipment].some(
    (id) => inPlay(obj(s, id)) && powersOf(s, id).some((pw) => pw.kind === kind),
  );
}

/** Whether preventable damage to character `to` is all prevented: it is its controller's hero under such a power (407). */
export function heroDamagePrevented(s: WowState, to: string): boolean {
  const seat = obj(s, to).controller;
  return s.players[seat]!.hero === to && yourPower(s, seat, "prevent-all-damage-to-your-hero");
}

/** Whether `seat` can't play cards (Ice Block; 103.4: the restriction wins over playing, 408.1). */
export const cantPlayCards = (s: WowState, seat: Seat): boolean => yourPower(s, seat, "you-cant-play-cards");
