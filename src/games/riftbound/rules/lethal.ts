/**
 * Lethal damage (520, 139.3; CR 1.4 626.1.d.1.a) as cards change it: "any amount of your damage is enough to kill
 * enemy units" (Elder Dragon; Unleashed FAQ "Lethal Damage Modification": lethal damage is redefined for units with
 * damage marked by that player, in cleanups and in combat damage assignment alike).
 */
import type { Seat } from "../../../engine/index.js";
import type { ObjFilter } from "../cards/types.js";
import type { RbState } from "./state.js";
import { boardPassivesOfKind } from "./board.js";
import { obj } from "./objects.js";
import { matches } from "./selectors.js";

const ENEMY_UNITS: ObjFilter = { type: "unit", controller: "enemy" };

/** Is any amount of `seat`'s damage enough to kill unit `id`: an active `anyDamageLethal` of theirs matches it. */
export function anyDamageLethalBy(s: RbState, seat: Seat, id: string): boolean {
  for (const { source, passive } of boardPassivesOfKind(s, "anyDamageLethal")) {
    const controller = obj(s, source).controller;
    if (controller === seat && matches(s, id, passive.to ?? ENEMY_UNITS, controller, source)) return true;
  }
  return false;
}

/** Does the damage marked on a unit include damage of a player for whom any amount kills it (Elder Dragon)? */
export function lethalByMarker(s: RbState, id: string): boolean {
  const from = obj(s, id).damageFrom;
  return from?.some((seat) => anyDamageLethalBy(s, seat, id)) === true;
}
