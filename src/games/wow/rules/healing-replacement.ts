/**
 * Replacing healing (CR 7.4 716, 717.1): "If your hero would heal damage, it heals that amount of damage plus N
 * instead" (Hide of the Wild). A replacement modifier of each healing packet whose source is its controller's hero,
 * applied once per modifier as the packet is healed (716.1e); a packet never created (an amount under 1, 407.2a) has
 * nothing to replace (WOW-EX-15). `to: "your-hero"`: "If a hero or ally would heal damage from your hero, it heals that
 * much damage +N instead" (Fel Armor): each healing packet from a hero or ally to its controller's hero.
 */
import type { Seat } from "../../../engine/index.js";
import { isAlly, isHero, nameOf, powersOf } from "./characteristics.js";
import type { Packet, WowState } from "./state.js";

/**
 * Changes the amount of healing packet `p` by the heal replacement modifiers of its source hero's controller, then by
 * those of its receiving hero's controller when a hero or ally heals it.
 */
export function replaceHealing(s: WowState, p: Packet): void {
  if (p.kind !== "heal") return;
  const src = s.objects[Number(p.source.slice(1))];
  if (src && s.players[src.controller]!.hero === p.source) replaceFor(s, p, src.controller, undefined);
  const to = s.objects[Number(p.to.slice(1))];
  if (to && s.players[to.controller]!.hero === p.to && (isHero(s, p.source) || isAlly(s, p.source)))
    replaceFor(s, p, to.controller, "your-hero");
}

/** Applies `seat`'s heal replacement modifiers of the kind `to` (absent: healing by its hero) to `p`. */
function replaceFor(s: WowState, p: Packet, seat: Seat, to: "your-hero" | undefined): void {
  const me = s.players[seat]!;
  for (const id of [me.hero, ...me.allies, ...me.equipment])
    for (const pw of powersOf(s, id))
      if (pw.kind === "heal-replacement" && pw.to === to) {
        const before = p.amount;
        p.amount += pw.plus;
        s.log.push({ text: `${nameOf(s, id)}: healing ${before} becomes ${p.amount}.` });
      }
}
