/**
 * Trait-icon text (CR 7.4 206.1c): "[Alliance]: …" / "[Horde]: …" on a card means the card has that text only while
 * its controller's hero has that faction (206.1b: an Alliance player controls an Alliance hero). A `hero-trait` power
 * stands in its place in the card's powers: it is read as its inner power while the condition holds and is inert
 * otherwise, so the indexes of the card's other powers never move.
 */
import { printing } from "../cards/registry.js";
import type { Power } from "../cards/types.js";
import type { WowObject, WowState } from "./state.js";

const hasTraitText = new WeakMap<readonly Power[], boolean>();

/** The powers `o` has now: each `hero-trait` power replaced by its inner power while its faction matches (206.1c). */
export function traitPowers(s: WowState, o: WowObject, powers: readonly Power[]): readonly Power[] {
  let any = hasTraitText.get(powers);
  if (any === undefined) {
    any = powers.some((p) => p.kind === "hero-trait");
    hasTraitText.set(powers, any);
  }
  if (!any) return powers;
  const hero = s.players[o.controller]?.hero;
  const faction = hero ? printing(s.objects[Number(hero.slice(1))]!.code).faction : null;
  return powers.map((p) => (p.kind === "hero-trait" && p.faction === faction ? p.power : p));
}
