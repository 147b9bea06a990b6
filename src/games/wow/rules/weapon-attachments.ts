/**
 * Attachments on your own weapon and the poisons (the Shaman weapon enchantments, the Rogue poisons): "Attach to one
 * of your Melee weapons" is an untargeted attach description, so the weapon is chosen as the attachment resolves and
 * with none it goes to the graveyard (CR 7.4 400.3); "when you strike with attached weapon" triggers as the strike is
 * added to the chain (001 303.2); the poisons' "target hero or ally that was dealt combat damage by your hero this turn"
 * reads the turn's damage record (`WowState.dealt`, cleared in the wrap-up step, 503.2a; the selector, targets.ts).
 */
import type { Seat } from "../../../engine/index.js";
import { readyResources } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { trigger } from "./triggers.js";

/**
 * "That player exhausts one of his ready resources" (Mind-numbing Poison): `seat` picks one as the link resolves (CR 7.4
 * 709.2b; asked when there is a choice), named `chosen` by the next instruction; none: nothing is chosen.
 */
export function chooseOwnReadyResource(s: WowState, link: Link, at: number, seat: Seat | null): void {
  if (seat === null) return;
  const ready = readyResources(s, seat);
  if (ready.length === 1) link.chosen = ready[0]!;
  else if (ready.length > 1) s.ask = { kind: "choose", seat, cards: ready, link, at };
}

/**
 * A strike with `weapon` was added to the chain: the powers of the attachments on it trigger (001 303.2; 400.6), the
 * "for the first time each turn" ones only on the weapon's first strike this turn (recorded in the turn's `used` list
 * as `<weapon>:struck`, so a weapon that changes zones is a new one, CR 7.4 415.9a, and the wrap-up clears it, 503.2a).
 */
export function onStrikeAttached(s: WowState, seat: Seat, weapon: string): void {
  const first = !s.used.includes(`${weapon}:struck`);
  if (first) s.used.push(`${weapon}:struck`);
  const attached = s.objects.filter((o) => o.attachedTo === weapon).map((o) => o.id);
  if (!attached.length) return;
  trigger(s, seat, "you-strike-with-attached-weapon", attached, weapon);
  if (first) trigger(s, seat, "you-strike-with-attached-weapon-first-time", attached, weapon);
}
