/**
 * Dual Wield (CR 7.4 406.2, glossary "Dual Wield"; 001 405.3): the controller of a hero with dual wield can have two
 * One-Handed Melee weapons without violating uniqueness (an exception to 414.3), and strikes with two Melee weapons per
 * combat (an exception to 303.2c). With two One-Handed Melee weapons, another Melee weapon or an Off-Hand equipment is
 * a violation repaired by destroying one of them (406.2a). Only plain dual wield exists in the first block (Dual Wield,
 * TDP-127): Two-Handed and Ranged dual wield and dual shield are not modelled.
 */
import type { Seat } from "../../../engine/index.js";
import { card, equipmentKind, has } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

const oneHandedMelee = (s: WowState, id: string): boolean =>
  equipmentKind(card(s, id)) === "weapon" &&
  card(s, id).subtypes.some((t) => t.startsWith("1H")) &&
  card(s, id).subtypes.some((t) => t === "Melee" || t.startsWith("Melee ("));

/** Whether `seat`'s hero has dual wield (CR 7.4 406). */
export const dualWields = (s: WowState, seat: Seat): boolean => has(s, s.players[seat]!.hero, "DualWield");

/**
 * CR 7.4 406.2: the cards of `seat`'s `up` (face-up equipment) violating uniqueness through the Melee weapon slot and
 * the Off-Hand slot, given dual wield: none when the Melee weapons are at most two One-Handed ones and, with two of
 * them, there is no Off-Hand equipment; else the Melee weapons and Off-Hand equipment (406.2a). Null: not dual
 * wielding (the ordinary 414.3b slot check applies).
 */
export function dualWieldViolation(s: WowState, seat: Seat, up: readonly string[]): string[] | null {
  if (!dualWields(s, seat)) return null;
  const melee = up.filter((id) => card(s, id).subtypes.includes("Melee (1)"));
  const offHand = up.filter((id) => card(s, id).subtypes.some((t) => t.startsWith("Off-Hand")));
  if (melee.length <= 1) return offHand.length > 1 ? offHand : [];
  const legal = melee.length === 2 && melee.every((id) => oneHandedMelee(s, id)) && offHand.length === 0;
  return legal ? [] : [...melee, ...offHand];
}

/** 303.2c / 406: how many different weapons `seat` may strike with in one combat (two Melee ones with dual wield). */
export function strikeLimitOk(s: WowState, seat: Seat, struck: readonly string[], weapon: string): boolean {
  const mine = struck.filter((x) => obj(s, x).controller === seat);
  if (mine.length === 0 || mine.includes(weapon)) return true;
  const melee = (id: string) => card(s, id).subtypes.some((t) => t === "Melee" || t.startsWith("Melee ("));
  return dualWields(s, seat) && mine.length === 1 && melee(mine[0]!) && melee(weapon);
}
