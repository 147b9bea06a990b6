/**
 * Combat-entry triggers (CR 7.4 602.3, glossary "Enter Combat"): right after the protect point the proposed defender
 * becomes the defender and it and the attacker enter combat with each other, outside the chain. "When an ally enters
 * combat with [this]" (High Overlord Saurfang) and "when [this] defends against an ally" (Grunt Baranka, Plagueborn
 * Meatwall) trigger then, the turn player's first (CR 7.4 708.1a, so the defending player's resolve first: WOW-EX-28).
 */
import { isAlly, nameOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";
import { trigger } from "./triggers.js";

/** 602.3: the attacker and the defender just entered combat; their watching powers trigger, the attacker's first. */
export function triggerEnterCombat(s: WowState): void {
  const c = s.combat;
  if (!c?.attacker || !c.defender) return;
  const pairs: [string, string][] = [
    [c.attacker, c.defender],
    [c.defender, c.attacker],
  ];
  for (const [me, other] of pairs) {
    // A Totem is not an ally here (001 306.3a); the event's card is the other combatant ("that ally").
    if (!isAlly(s, other)) continue;
    const seat = obj(s, me).controller;
    trigger(s, seat, "ally-enters-combat-with-this", [me], other);
    if (me === c.defender) trigger(s, seat, "defends-against-ally", [me], other);
  }
}

/** "All attacking allies" (CR 7.4 602.1): the attacker of the current combat when it is an ally still attacking. */
export function attackingAllies(s: WowState): string[] {
  const a = s.combat?.attacker;
  return a && isAlly(s, a) ? [a] : [];
}

/**
 * "If [it] is in combat, remove [it] from combat" (Avanthera): an attacker or defender is in combat only once both
 * are there, after the protect point (CR 7.4 602.3b); removed, it stops attacking or defending (602.4) and the combat
 * still concludes.
 */
export function removeFromCombatIfIn(s: WowState, ids: readonly string[]): void {
  const c = s.combat;
  if (!c?.attacker || !c.defender) return;
  for (const id of ids) {
    if (id !== c.attacker && id !== c.defender) continue;
    if (id === c.attacker) c.attacker = null;
    else c.defender = null;
    s.log.push({ text: `${nameOf(s, id)} is removed from combat.` });
    return;
  }
}
