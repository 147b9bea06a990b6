/**
 * "When [this] deals combat damage …" triggers read as a combat packet is dealt (001 603.1, 407; CR 7.4 703.1): to
 * a defending ally (Kallipssa), by an ally of your party to a defending hero (Master Mathias Shaw), or to anything
 * (Leeza, Tomb Robber; Vestia Abiectus). A packet prevented to nothing is never dealt, so nothing triggers.
 */
import { inPlay, isAlly, isHero } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";
import { trigger, watchers } from "./triggers.js";

/** The packet `p` was just dealt: its source's and its source's party's combat-damage powers trigger. */
export function combatDamageTriggers(s: WowState, p: Packet): void {
  const src = obj(s, p.source);
  if (!p.combat || !inPlay(src)) return;
  const seat = src.controller;
  trigger(s, seat, "deals-combat-damage", [p.source], p.to);
  if (s.combat?.defender !== p.to) return;
  if (isAlly(s, p.to)) trigger(s, seat, "deals-combat-damage-to-defending-ally", [p.source], p.to);
  if (isHero(s, p.to) && isAlly(s, p.source))
    trigger(s, seat, "party-ally-deals-combat-damage-to-defending-hero", watchers(s, seat), p.source);
}
