/**
 * "[Character] has -X ATK while in combat with [your hero] this turn" (Azarak Wolfsblood): a "this turn" ATK modifier
 * (ended in the wrap-up step, 001 503.2a) that applies only while its character and the named one are the attacker
 * and the defender of the current combat, either way round (602.3: the defender once the protect point has passed).
 */
import type { Seat } from "../../../engine/index.js";
import { printing } from "../cards/registry.js";
import type { WowState } from "./state.js";
import { obj } from "./state.js";

/** Whether `a` and `b` are the attacker and the defender of the current combat (either way round). */
export function inCombatWith(s: WowState, a: string, b: string): boolean {
  const c = s.combat;
  return !!c && ((c.attacker === a && c.defender === b) || (c.attacker === b && c.defender === a));
}

/** Gives each character of `ids` in play `amount` ATK while in combat with `seat`'s hero, this turn. */
export function atkInCombatWithYourHero(s: WowState, seat: Seat, ids: readonly string[], amount: number): void {
  const hero = s.players[seat]!.hero;
  for (const id of ids) {
    const o = obj(s, id);
    if (o.zone !== "ally" && o.zone !== "hero") continue;
    s.turnMods.push({ obj: id, mod: "atk-in-combat-with", amount, target: hero });
    const n = amount < 0 ? `${amount}` : `+${amount}`;
    s.log.push({
      text: `${printing(o.code).name} has ${n} ATK while in combat with ${printing(obj(s, hero).code).name} this turn.`,
    });
  }
}
