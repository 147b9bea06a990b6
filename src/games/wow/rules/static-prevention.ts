/**
 * Continuous prevention and play restrictions of ongoing abilities (CR 7.4 704.1a; 407: a prevention modifier; 103.4:
 * "can't" wins): "Prevent all damage that would be dealt to your hero" and "You can't play cards" (Ice Block).
 */
import type { Seat } from "../../../engine/index.js";
import type { Power } from "../cards/types.js";
import { inPlay, nameOf, powersOf } from "./characteristics.js";
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

/**
 * "If attached character would be dealt damage with an ability, prevent 1 of that damage" (Dampen Magic; CR 7.4 717.1,
 * 400.6): the packet is reduced by each such attachment on its receiver; true when nothing is left of it.
 */
export function preventAbilityDamageToAttached(s: WowState, p: WowState["packets"][number]): boolean {
  // Once per packet (CR 7.4 716.1e): the packet comes back here after an armor question.
  if (!p.preventable || !p.ability || p.attachedPrevented) return false;
  p.attachedPrevented = true;
  for (const a of s.objects)
    if (a.attachedTo === p.to && inPlay(a))
      for (const pw of powersOf(s, a.id))
        if (pw.kind === "attached-prevent-ability-damage" && p.amount > 0) {
          const n = Math.min(pw.amount, p.amount);
          p.amount -= n;
          s.log.push({ text: `${nameOf(s, a.id)} prevents ${n} damage to ${nameOf(s, p.to)}.` });
        }
  return p.amount < 1;
}

/** Whether `seat` can't play cards (Ice Block; 103.4: the restriction wins over playing, 408.1). */
export const cantPlayCards = (s: WowState, seat: Seat): boolean => yourPower(s, seat, "you-cant-play-cards");
