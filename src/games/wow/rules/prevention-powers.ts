/**
 * Continuous prevention powers of ongoing abilities and attachments (CR 7.4 717.2; 001 407): "Prevent all damage that
 * would be dealt to attached character" (Power Word: Shield), "If a hero or ally in your party would be dealt damage,
 * prevent 1 of that damage" (Devotion Aura), "Prevent all combat damage that would be dealt to your hero while
 * protecting" (Undaunted Defense). Each applies once to a preventable damage packet as it is about to be dealt,
 * before armor is asked (docs/rules-decisions.md: prevention first); a card whose power prevented damage triggers its
 * "When damage is prevented this way" powers (CR 7.4 703.1).
 */
import type { Power } from "../cards/types.js";
import { nameOf, powersOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";
import { trigger } from "./triggers.js";

type PreventPower = Extract<Power, { kind: "prevent-damage" }>;

/**
 * "If attached ally would be dealt damage, that much damage is dealt to your hero instead" (Blessing of Sacrifice, a
 * replacement modifier, CR 7.4 716): once per packet (716.1e), after the prevention that applies to the ally
 * (docs/rules-decisions.md), the packet's destination becomes the attachment controller's hero; the packet is then
 * processed anew for its new destination (prevention, armor). Returns true when it was redirected.
 */
export function redirectToYourHero(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || p.redirected || obj(s, p.to).zone !== "ally") return false;
  for (const pl of s.players)
    for (const src of pl.equipment)
      if (
        obj(s, src).attachedTo === p.to &&
        powersOf(s, src).some((pw) => pw.kind === "redirect-damage-to-your-hero")
      ) {
        const hero = s.players[obj(s, src).controller]!.hero;
        s.log.push({
          text: `${nameOf(s, src)}: the ${p.amount} damage to ${nameOf(s, p.to)} is dealt to ${nameOf(s, hero)} instead.`,
        });
        p.to = hero;
        p.redirected = true;
        p.powersPrevented = false;
        return true;
      }
  return false;
}

/** Whether prevention power `pw` of card `src` covers packet `p` now. */
function covers(s: WowState, src: string, pw: PreventPower, p: Packet): boolean {
  if (pw.combatOnly && !p.combat) return false;
  const o = obj(s, src);
  const hero = s.players[o.controller]!.hero;
  if (pw.whileProtecting && s.combat?.protector !== p.to) return false;
  // `dealtBy`: damage that would be dealt by the character (its packets' source), not to it (CR 7.4 717.2).
  const who = pw.dealtBy ? p.source : p.to;
  switch (pw.applies) {
    case "attached":
      return o.attachedTo === who;
    case "your-hero":
      return who === hero;
    case "characters-in-your-party":
      return obj(s, who).controller === o.controller && (who === hero || obj(s, who).zone === "ally");
  }
}

/**
 * Applies the prevention powers in play to the first packet (a preventable damage packet), once (CR 7.4 717.2): an
 * amount prevents that much, no amount prevents it all. Returns true when the packet was wholly prevented (and
 * removed).
 */
export function applyPreventionPowers(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || !p.preventable || p.powersPrevented) return false;
  p.powersPrevented = true;
  for (const pl of s.players)
    for (const src of [pl.hero, ...pl.allies, ...pl.equipment])
      powersOf(s, src).forEach((pw) => {
        if (pw.kind !== "prevent-damage" || p.amount < 1 || !covers(s, src, pw, p)) return;
        const n = Math.min(p.amount, pw.amount ?? p.amount);
        p.amount -= n;
        s.log.push({ text: `${nameOf(s, src)} prevents ${n} damage to ${nameOf(s, p.to)}.` });
        trigger(s, obj(s, src).controller, "prevents-damage", [src]);
      });
  if (p.amount >= 1) return false;
  s.packets.shift();
  return true;
}
