/**
 * "This turn" damage replacements of your hero (CR 7.4 716; 001 503.2a ends them): "the next time your hero would deal
 * [type] damage this turn, it deals that much damage +N instead" (Stormstrike: used up by the first packet it changes,
 * kept on the hero) and "if your hero would deal damage with that ability this turn, it deals that much damage +N
 * instead" (Arcane Power: kept on the ability card, CR 7.4 717.1).
 */
import type { DamageType } from "../cards/types.js";
import { nameOf } from "./characteristics.js";
import type { Link, Packet, WowState } from "./state.js";

/** Creates the modifier for the link controller's hero. */
export function nextDamagePlusThisTurn(s: WowState, link: Link, type: DamageType, amount: number): void {
  const hero = s.players[link.controller]!.hero;
  s.turnMods.push({ obj: hero, mod: "next-damage-plus", amount, tag: type });
  s.log.push({
    text: `The next time ${nameOf(s, hero)} would deal ${type} damage this turn, it deals ${amount} more.`,
  });
}

/** Applies and uses up the first such modifier of the packet's source hero (as its other replacements apply). */
export function applyNextDamagePlus(s: WowState, p: Packet): void {
  const i = s.turnMods.findIndex((m) => m.obj === p.source && m.mod === "next-damage-plus" && m.tag === p.type);
  if (i < 0) return;
  const m = s.turnMods[i]!;
  s.turnMods.splice(i, 1);
  const before = p.amount;
  p.amount += m.amount ?? 0;
  s.log.push({ text: `${before} ${p.type} damage becomes ${p.amount} (the next time this turn).` });
}

/** "If your hero would deal damage with that ability this turn, +N" on the event's ability card (`link.subject`). */
export function abilityDamagePlusThisTurn(s: WowState, link: Link, amount: number): void {
  if (!link.subject) return;
  s.turnMods.push({ obj: link.subject, mod: "ability-damage-plus", amount });
  s.log.push({ text: `${nameOf(s, link.subject)}'s damage this turn is +${amount}.` });
}

/** Applies the "+N with that ability this turn" modifiers of the packet's ability card (CR 7.4 717.1). */
export function applyAbilityDamagePlus(s: WowState, p: Packet): void {
  for (const m of s.turnMods)
    if (p.abilityCard && m.obj === p.abilityCard && m.mod === "ability-damage-plus") {
      const before = p.amount;
      p.amount += m.amount ?? 0;
      s.log.push({ text: `${nameOf(s, p.abilityCard)}: ${before} damage becomes ${p.amount}.` });
    }
}
