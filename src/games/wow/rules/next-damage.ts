/**
 * "The next time your hero would deal [type] damage this turn, it deals that much damage +N instead" (Stormstrike): a
 * replacement modifier used up by the first packet it changes (CR 7.4 716; 001 503.2a ends it with the turn), kept
 * on the hero as a "this turn" modifier.
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
