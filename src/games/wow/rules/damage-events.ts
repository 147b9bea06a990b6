/**
 * Triggers that carry what the event did (CR 7.4 703.1, 709.2d): the packet just dealt (001 407) names the damaged
 * character (`subject`), who controlled it (`subjectController`) and the damage dealt after prevention and
 * replacement ("that amount", `amount`); a destroyed ally's cost is read from the graveyard card (last known
 * information). A packet prevented to nothing is never dealt, so nothing triggers (CR 7.4 717.2b).
 * - "When an ally is dealt damage, [this] deals that amount … to target hero in that ally's party" (Skorn).
 * - "When [this] is dealt damage, remove that many …" (Stitches).
 * - "While your hero has fatal damage on it, when it's dealt damage, destroy that many …" (Ring of the Unliving).
 * - "When your hero deals [shadow] damage with an ability to a hero or ally, that character's controller …" (Anathema).
 */
import type { Seat } from "../../../engine/index.js";
import { card, health, isAlly, isCharacter, isHero, powersOf } from "./characteristics.js";
import { type Link, type Packet, type WowState, obj } from "./state.js";
import { waitOnPacket } from "./combat-damage-triggers.js";
import { conditionHolds, trigger, watchers } from "./triggers.js";

/** Queues the powers watching the damage packet `p` that was just dealt (its `amount` is what was dealt). */
export function damageEventTriggers(s: WowState, p: Packet): void {
  if (!isCharacter(s, p.to)) return;
  const to = obj(s, p.to);
  const order: Seat[] = [s.active, s.active === 0 ? 1 : 0];
  // "When an ally is dealt damage": both players' cards watch, the turn player's first (CR 7.4 708.1a).
  if (isAlly(s, p.to))
    for (const seat of order)
      trigger(s, seat, "ally-dealt-damage", watchers(s, seat), p.to, to.controller, undefined, p.amount);
  // "While your hero has fatal damage on it, when it's dealt damage" (Ring of the Unliving): the power is active while
  // the hero has fatal damage, this packet's included (CR 7.4 703.3c; docs/rules-decisions.md).
  if (s.players[to.controller]!.hero === p.to && to.damage >= health(s, p.to))
    trigger(
      s,
      to.controller,
      "your-hero-dealt-damage-while-fatal",
      watchers(s, to.controller),
      p.to,
      to.controller,
      undefined,
      p.amount,
    );
  // "When [this] is dealt damage".
  trigger(s, to.controller, "dealt-damage", [p.to], p.to, to.controller, undefined, p.amount);
  heroAbilityDamageTriggers(s, p);
}

/**
 * "When your hero deals [type] damage with an ability to a hero or ally" (Anathema; CR 7.4 717.1: an ability card's
 * effect): the source hero's controller's cards watch; the damaged character is the event's card.
 */
function heroAbilityDamageTriggers(s: WowState, p: Packet): void {
  const src = s.objects[Number(p.source.slice(1))];
  if (!p.ability || !src || s.players[src.controller]!.hero !== p.source) return;
  if (!isHero(s, p.to) && !isAlly(s, p.to)) return;
  const seat = src.controller;
  for (const id of watchers(s, seat))
    powersOf(s, id).forEach((pw, power) => {
      if (
        pw.kind === "trigger" &&
        pw.on === "your-hero-deals-ability-damage" &&
        (!pw.damageType || pw.damageType === p.type) &&
        conditionHolds(s, id, pw.condition)
      )
        waitOnPacket(s, seat, id, power, p);
    });
}

/** "That ally's cost": the printed cost of the link's event card (0 for none or a cost-less card; 709.2d). */
export function subjectCost(s: WowState, link: Link): number {
  return link.subject ? (card(s, link.subject).cost ?? 0) : 0;
}
