/**
 * Rogue and Warrior strikes that read a weapon (Sinister Strike, Slam, Cleave, Mortal Strike, Backstab, Ambush):
 * "X, where X is N plus the ATK of one of your [Melee weapons | Daggers]". "One of your" names a weapon its controller
 * controls (CR 7.4 401.2), not a target, so it is picked as the link resolves (709.2b, the `choose` instruction before
 * the damage); its ATK is read then (709.2d). Without such a weapon the ATK is undefined and counts as 0 (104.2).
 */
import { inPlay, weaponAtk } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";

/** N plus the current ATK of the weapon the link chose (0 for none, or one that left play; CR 7.4 104.2). */
export function plusChosenWeaponAtk(s: WowState, link: Link, plus: number): number {
  const w = link.chosen;
  return plus + (w && inPlay(obj(s, w)) ? weaponAtk(s, w) : 0);
}
