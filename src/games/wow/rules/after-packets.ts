/**
 * Instructions that read what a damage did (CR 7.4 709.2: a link's instructions are followed in order, so "Your hero
 * deals 3 shadow damage to target hero or ally. If that character doesn't have fatal damage on it, …" reads the
 * target after the packet is dealt, 405.2). A damage instruction marked `thenAfterPackets` stops its link's run; its
 * packets carry the rest (`after`), run once the last of them is dealt, prevented or dropped (001 407).
 */
import { linkPower, runEffects } from "./effects.js";
import type { Packet, WowState } from "./state.js";

/** Called after the first packet `p` was processed: runs the link's waiting instructions once it is done. */
export function afterPacket(s: WowState, p: Packet | undefined): void {
  if (!p?.after || s.packets.includes(p)) return;
  const { link, at } = p.after;
  // One instruction may make several packets: the rest runs after the last (each is one `after`).
  if (s.packets.some((q) => q.after?.at === at && q.after.link.card === link.card)) return;
  const power = linkPower(s, link);
  if (power) runEffects(s, link, power.targets, power.effects, at);
}
