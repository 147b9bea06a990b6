/**
 * Prevention shields (CR 7.4 717.2, 717.2a): "prevent the next N damage that would be dealt to [a character] this
 * turn" is a prevention modifier with an amount. A preventable damage packet to that character is reduced by what
 * the shield has left, and the shield by the packet's amount; each ceases at 0 or less. The shield ends in the
 * wrap-up step (001 503.2a) if unused. Unpreventable packets pass untouched (717.4b).
 */
import type { Keyword } from "../cards/types.js";
import { has, inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";

/** Gives each character of `ids` still in play a shield preventing the next `amount` damage this turn. */
export function addPreventNext(s: WowState, ids: readonly string[], amount: number): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "prevent-next", amount });
      s.log.push({ text: `The next ${amount} damage that would be dealt to ${nameOf(s, id)} this turn is prevented.` });
    }
}

/**
 * Applies the shields on the first packet's character, oldest first (717.4b lets that character's controller order
 * prevention modifiers; every order prevents the same amount of this packet, docs/rules-decisions.md). True when the
 * packet was prevented completely and ceased to exist (717.2b: it is taken off the queue, nothing triggers).
 */
export function applyPreventNext(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || !p.preventable) return false;
  for (const m of s.turnMods) {
    if (m.obj !== p.to || m.mod !== "prevent-next" || (m.amount ?? 0) <= 0 || p.amount <= 0) continue;
    const size = p.amount;
    const prevented = Math.min(size, m.amount!);
    p.amount -= prevented;
    // 717.2a: the amount the shield can prevent is reduced by the packet's whole amount.
    m.amount = m.amount! - size;
    s.log.push({ text: `${prevented} of the ${size} damage to ${nameOf(s, p.to)} is prevented.` });
  }
  s.turnMods = s.turnMods.filter((m) => m.mod !== "prevent-next" || (m.amount ?? 0) > 0);
  if (p.amount > 0) return false;
  s.packets.shift();
  return true;
}

/**
 * "While [it] is stealthed, prevent all combat damage that would be dealt to [it] this turn" (Kayleitha; CR 7.4
 * 717.2): a prevention modifier on each character of `ids` lasting the turn, applying only while it has `keyword`.
 */
export function addPreventCombatWhile(s: WowState, ids: readonly string[], keyword: Keyword): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "prevent-combat-while", keyword });
      s.log.push({
        text: `While ${nameOf(s, id)} has ${keyword}, all combat damage that would be dealt to it this turn is prevented.`,
      });
    }
}

/** The first packet is preventable combat damage to a character with such a modifier and its keyword now: prevented. */
export function applyPreventCombatWhile(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || !p.preventable || !p.combat) return false;
  const m = s.turnMods.find((x) => x.obj === p.to && x.mod === "prevent-combat-while" && has(s, p.to, x.keyword!));
  if (!m) return false;
  s.packets.shift();
  s.log.push({ text: `The ${p.amount} combat damage to ${nameOf(s, p.to)} is prevented.` });
  return true;
}
