/**
 * Totems (001 306.3a; CR 7.4 305.3a): an ability card whose type line has the word "Totem". It is an ongoing
 * ability, so it enters play in its controller's hero zone (001 306.2c, 413.9a), and there it is a character (001
 * 300.1) of its controller's party: it has health but no ATK, can't gain ATK, can't be proposed as an attacker, can
 * be proposed as a defender (600.3), takes damage and is destroyed by lethal damage (409.6b), and can be targeted
 * as if it were an ally. 001 wins over CR 7.4 ("ability allies in all zones"): only targets treat it as an ally,
 * and only in play (WOW-EX-02, -03; docs/rules-decisions.md).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowPrinting } from "../cards/printing.js";
import { printing } from "../cards/registry.js";
import { type WowState, obj } from "./state.js";

/** Whether a printing is a Totem card (001 306.3a: "Totem" on its type line). */
export const isTotemCard = (p: WowPrinting): boolean =>
  p.type === "Ability" && p.subtypes.some((t) => /\bTotem\b/.test(t));

/** A Totem in play (face up in the hero zone, not attached to anything; 001 306.3a). */
export function isTotem(s: WowState, id: string): boolean {
  if (!id.startsWith("o")) return false;
  const o = obj(s, id);
  return o.zone === "hero" && !o.faceDown && !o.attachedTo && isTotemCard(printing(o.code));
}

/** "For each type of Totem you have": whether `seat` controls a Totem whose type line names `element` ("Air Totem (1)"). */
export const hasTotemOf = (s: WowState, seat: Seat, element: string): boolean =>
  totemsOf(s, seat).some((id) => printing(obj(s, id).code).subtypes.some((t) => t.split(" ").includes(element)));

/** The Totems `seat` controls in play (part of the party, 001 413.9a). */
export const totemsOf = (s: WowState, seat: Seat): string[] =>
  s.players[seat]!.equipment.filter((id) => isTotem(s, id));
