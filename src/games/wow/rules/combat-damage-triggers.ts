/**
 * Triggers read as a combat packet is dealt (001 603.1, 407; CR 7.4 703.1). A packet prevented to nothing is never
 * dealt, so nothing triggers.
 * - "When [this] deals combat damage …": to a defending ally (Kallipssa), by an ally of your party to a defending hero
 *   (Master Mathias Shaw), or to anything (Leeza, Tomb Robber; Vestia Abiectus).
 * - "When your hero deals combat damage [with this weapon | with a weapon] [to a hero | to an ally]" and "… for the
 *   first time each turn" (Seal of the Crusader: its first combat packet in the turn's damage record). A hero's
 * combat damage is associated with the weapons its controller struck with this combat (001 407.3d, WOW-EX-19), so "with
 * [this weapon]" reads the combat's strikes. The damaged character is the event's card and the amount dealt is kept
 * for "that amount".
 */
import type { Seat } from "../../../engine/index.js";
import type { TriggerEvent } from "../cards/types.js";
import { inPlay, isAlly, isHero, powersOf, raceOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";
import { conditionHolds, trigger, watchers } from "./triggers.js";
import { packetWeapons } from "./weapon-association.js";

/** Queues the powers of the source hero's controller's cards watching the combat packet `p` just dealt. */
export function heroCombatDamageTriggers(s: WowState, p: Packet): void {
  if (!p.combat || !isHero(s, p.source)) return;
  const seat = obj(s, p.source).controller;
  const struck = packetWeapons(s, p); // CR 7.4 408.3d (rules/weapon-association.ts)
  const toHero = isHero(s, p.to);
  // "with a weapon": any weapon struck with this combat; one packet, one trigger (WOW-EX-20).
  const withWeapon = struck.length > 0;
  // "for the first time each turn": the turn's damage record (this packet already in it) has no earlier one.
  const first = s.dealt.filter((d) => d.combat && d.source === p.source).length === 1;
  const watches = (id: string, on: TriggerEvent): boolean => {
    const withThis = struck.includes(id);
    switch (on) {
      case "your-hero-deals-combat-damage":
        return true;
      case "your-hero-deals-combat-damage-first-time":
        return first;
      case "your-hero-deals-combat-damage-with-weapon":
        return withWeapon;
      case "your-hero-deals-combat-damage-with-weapon-to-hero":
        return withWeapon && toHero;
      case "your-hero-deals-combat-damage-with-weapon-to-ally":
        return withWeapon && isAlly(s, p.to);
      case "your-hero-deals-combat-damage-to-hero":
        return toHero;
      case "your-hero-deals-combat-damage-with-this":
        return withThis;
      case "your-hero-deals-combat-damage-with-this-to-hero":
        return withThis && toHero;
      default:
        return false;
    }
  };
  for (const id of watchers(s, seat))
    powersOf(s, id).forEach((pw, power) => {
      if (pw.kind === "trigger" && watches(id, pw.on) && conditionHolds(s, id, pw.condition))
        waitOnPacket(s, seat, id, power, p);
    });
}

/** The packet `p` was just dealt: its source's and its source's party's combat-damage powers trigger. */
export function allyCombatDamageTriggers(s: WowState, p: Packet): void {
  const src = obj(s, p.source);
  if (!p.combat || !inPlay(src)) return;
  const seat = src.controller;
  trigger(s, seat, "deals-combat-damage", [p.source], p.to);
  if (isAlly(s, p.to)) raceDealsCombatDamageToAlly(s, p);
  if (s.combat?.defender !== p.to) return;
  if (isAlly(s, p.to)) trigger(s, seat, "deals-combat-damage-to-defending-ally", [p.source], p.to);
  if (isHero(s, p.to) && isAlly(s, p.source))
    trigger(s, seat, "party-ally-deals-combat-damage-to-defending-hero", watchers(s, seat), p.source);
}

/** "When a [race] in your party deals combat damage to an ally" (Wilba): the source's controller's cards watching its race. */
function raceDealsCombatDamageToAlly(s: WowState, p: Packet): void {
  const seat = obj(s, p.source).controller;
  const race = raceOf(s, p.source);
  for (const id of watchers(s, seat))
    powersOf(s, id).forEach((pw, power) => {
      if (pw.kind === "trigger" && pw.on === "party-race-deals-combat-damage-to-ally" && pw.race === race)
        s.waiting.push({
          controller: seat,
          card: id,
          power,
          subject: p.to,
          subjectController: obj(s, p.to).controller,
        });
    });
}

/**
 * Queues `card`'s triggered power `power` (controlled by `seat`) for the packet `p` just dealt: its subject is the
 * damaged character and its controller, "that amount" the amount dealt (CR 7.4 703.1, 708.1).
 */
export function waitOnPacket(s: WowState, seat: Seat, card: string, power: number, p: Packet): void {
  s.waiting.push({
    controller: seat,
    card,
    power,
    subject: p.to,
    subjectController: obj(s, p.to).controller,
    amount: p.amount,
  });
}
