/**
 * "Choose up to five heroes and/or allies. Your hero deals 5, 4, 3, 2, and 1 [type] damage to them, respectively"
 * (Thunderfury): not targets, so the characters are chosen as the link resolves (CR 7.4 709.2b; Untargetable and
 * Elusive ones too, 706.1a), one at a time in the printed order of the amounts ("respectively"), each a different
 * character in play; choosing none stops the choosing ("up to"). The packets are then dealt in that order, one per
 * character (001 404.4).
 */
import type { Effect } from "../cards/types.js";
import { isCharacter, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj, opp } from "./state.js";

type OrderedDamage = Extract<Effect, { op: "damage-chosen-in-order" }>;

/**
 * Asks `link`'s controller for the next character (a `pick-cards` ask of up to one card, `link.picks` holding those
 * chosen so far); with all chosen, none left to choose or `stop`, deals the packets. True when it asked.
 */
export function chooseOrderedDamage(s: WowState, link: Link, at: number, e: OrderedDamage, stop = false): boolean {
  const picks = link.picks ?? [];
  const seat = link.controller;
  const pool = [seat, opp(seat)]
    .flatMap((p) => [s.players[p]!.hero, ...s.players[p]!.allies])
    .filter((id) => isCharacter(s, id) && !picks.includes(id));
  const next = e.amounts[picks.length];
  if (!stop && next !== undefined && pool.length > 0) {
    const prompt = `${nameOf(s, link.card)}: choose a hero or ally to be dealt ${next} ${e.type} damage (or none to stop).`;
    s.ask = {
      kind: "pick-cards",
      seat,
      link: { ...link, picks },
      at,
      pool,
      min: 0,
      max: 1,
      then: "choose-in-order",
      prompt,
    };
    return true;
  }
  const hero = s.players[seat]!.hero;
  picks.forEach((to, i) => {
    if (!isCharacter(s, to) || (obj(s, to).zone !== "ally" && obj(s, to).zone !== "hero")) return;
    s.packets.push({
      kind: "damage",
      amount: e.amounts[i]!,
      to,
      source: hero,
      controller: seat,
      type: e.type,
      combat: false,
      preventable: true,
    });
  });
  return false;
}

/** The answer to one of its asks: the card chosen (none stops); asks for the next one or deals. True when it asked. */
export function answerOrderedDamage(s: WowState, link: Link, at: number, e: OrderedDamage, cards: readonly string[]) {
  const picks = [...(link.picks ?? []), ...cards];
  return chooseOrderedDamage(s, { ...link, picks }, at, e, cards.length === 0);
}
