/**
 * Replacing healing (CR 7.4 716, 717.1): "If your hero would heal damage, it heals that amount of damage plus N
 * instead" (Hide of the Wild). A replacement modifier of each healing packet whose source is its controller's hero,
 * applied once per modifier as the packet is healed (716.1e); a packet never created (an amount under 1, 407.2a) has
 * nothing to replace (WOW-EX-15).
 */
import { nameOf, powersOf } from "./characteristics.js";
import type { Packet, WowState } from "./state.js";

/** Changes the amount of healing packet `p` by the heal replacement modifiers of its source hero's controller. */
export function replaceHealing(s: WowState, p: Packet): void {
  const src = s.objects[Number(p.source.slice(1))];
  if (p.kind !== "heal" || !src || s.players[src.controller]!.hero !== p.source) return;
  const me = s.players[src.controller]!;
  for (const id of [me.hero, ...me.allies, ...me.equipment])
    for (const pw of powersOf(s, id))
      if (pw.kind === "heal-replacement") {
        const before = p.amount;
        p.amount += pw.plus;
        s.log.push({ text: `${nameOf(s, id)}: healing ${before} becomes ${p.amount}.` });
      }
}
