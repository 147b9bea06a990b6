/**
 * Triggers on healing (001 406): "When your hero heals damage with an ability from a friendly hero or ally, …, where
 * X is that ability's cost" (Illumination). A healing packet made by an ability card's instruction carries that card's
 * cost, X included (CR 7.4 201.3); as it removes damage (healing nothing is not healing damage, 406.1) from a hero or
 * ally its source hero's controller controls (CR 7.4 glossary "Friendly"), that player's cards watching the event
 * trigger with the cost as "X" (the link's `amount`).
 */
import { isAlly, isHero, powersOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";
import { watchers } from "./triggers.js";

/** Healing packet `p` removed `healed` damage: the "your hero heals damage with an ability" powers trigger. */
export function healTriggers(s: WowState, p: Packet, healed: number): void {
  if (healed < 1 || p.abilityCost === undefined || !isHero(s, p.source)) return;
  const seat = obj(s, p.source).controller;
  if (!(isHero(s, p.to) || isAlly(s, p.to)) || obj(s, p.to).controller !== seat) return;
  for (const id of watchers(s, seat))
    powersOf(s, id).forEach((pw, i) => {
      if (pw.kind === "trigger" && pw.on === "your-hero-heals-with-ability")
        s.waiting.push({ controller: seat, card: id, power: i, subject: p.to, amount: p.abilityCost });
    });
}
