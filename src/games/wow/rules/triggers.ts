/**
 * Triggered powers (CR 7.4 703): when an event happens, the powers watching it become waiting triggered effects
 * (added to the chain as a player is about to receive priority, 001 409.5 / CR 7.4 708.1). Start- and end-of-turn
 * powers trigger as the turn starts and as its end phase starts (CR 7.4 500.2); "when this attacks" as the combat
 * step starts (CR 7.4 602.1). Double-check conditions (703.2) are checked here and again on resolution.
 */
import type { Seat } from "../../../engine/index.js";
import type { TriggerCondition, TriggerEvent } from "../cards/types.js";
import { card, inForm, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";
import { placedNoResourceThisTurn } from "./resource-conditions.js";
import { matches } from "./targets.js";
import { playedAbilityThisTurn } from "./abilities-played.js";

/** Whether a double-check condition holds for the card `id` now (CR 7.4 703.2). */
export function conditionHolds(s: WowState, id: string, c: TriggerCondition | undefined): boolean {
  switch (c) {
    case undefined:
      return true;
    case "dealt-no-damage-this-turn":
      return !s.dealt.some((d) => d.source === id);
    case "you-have-a-pet": {
      // "If you have a Pet": an ally with the Pet tag in the party of the card's controller.
      const seat = obj(s, id).controller;
      return s.players[seat]!.allies.some((a) => matches(s, "pet", a, seat));
    }
    case "placed-no-resource-this-turn":
      return placedNoResourceThisTurn(s, obj(s, id).controller);
    case "your-hero-in-cat-form":
      return inForm(s, obj(s, id).controller, ["cat"]);
    case "your-hero-in-bear-form":
      return inForm(s, obj(s, id).controller, ["bear"]);
    case "no-damage-dealt-this-turn":
      return s.dealt.length === 0;
    case "played-no-ability-this-turn":
      return !playedAbilityThisTurn(s, obj(s, id).controller);
    case "in-your-graveyard":
      return obj(s, id).zone === "graveyard";
    case "four-or-more-cards-in-hand":
      return s.players[obj(s, id).controller]!.hand.length >= 4;
    case "attached-controllers-turn": {
      const host = obj(s, id).attachedTo;
      return !!host && obj(s, host).controller === s.active;
    }
  }
}

/**
 * Queues the `event` powers of `cards` (controlled by `seat`) whose condition holds, in card order (708.1a);
 * `subject`: the card the event names, which the effect calls "it" / "that ally" (CR 7.4 703.1); `amount`: "that
 * amount", the damage the event's packet dealt.
 */
export function trigger(
  s: WowState,
  seat: Seat,
  event: TriggerEvent,
  cards: readonly string[],
  subject?: string,
  subjectController?: Seat,
  damageSource?: string,
  amount?: number,
): void {
  for (const id of cards)
    powersOf(s, id).forEach((pw, i) => {
      if (pw.kind === "trigger" && pw.on === event && conditionHolds(s, id, pw.condition)) {
        // An attachment's effect remembers its host (CR 7.4 709.2d: last known information if it leaves).
        const host = obj(s, id).attachedTo;
        s.waiting.push({
          controller: seat,
          card: id,
          power: i,
          ...(host ? { host } : {}),
          ...(subject ? { subject } : {}),
          ...(subjectController !== undefined ? { subjectController } : {}),
          ...(damageSource ? { damageSource } : {}),
          ...(amount !== undefined ? { amount } : {}),
        });
      }
    });
}

/** "When you play a [tag] ability" (Shadowform): the powers of `seat`'s cards in play watching the played card. */
export function triggerYouPlay(s: WowState, seat: Seat, played: string): void {
  const tags = card(s, played).subtypes;
  for (const id of watchers(s, seat))
    powersOf(s, id).forEach((pw, i) => {
      if (
        pw.kind === "trigger" &&
        pw.on === "you-play-ability" &&
        (!pw.tag || tags.includes(pw.tag)) &&
        (!pw.notTag || !tags.includes(pw.notTag)) &&
        (!pw.cls || card(s, played).classes.includes(pw.cls))
      )
        // "that ability" (Arcane Power): the played card is the event's card (CR 7.4 712.3a).
        s.waiting.push({ controller: seat, card: id, power: i, subject: played });
    });
}

/**
 * "When attached character is destroyed" (CR 7.4 400.6): the attachment's powers watching it, controlled by the
 * attachment's controller; `hostController` is "its controller" (who controlled the host, 709.2d).
 */
export function triggerAttachedDestroyed(s: WowState, attachment: string, hostController: Seat): void {
  const seat = obj(s, attachment).controller;
  powersOf(s, attachment).forEach((pw, i) => {
    if (pw.kind === "trigger" && pw.on === "attached-destroyed")
      s.waiting.push({
        controller: seat,
        card: attachment,
        power: i,
        subjectController: hostController,
        modifier: true,
      });
  });
}

/** The cards of `seat` in play whose powers may trigger: hero, allies, equipment and ongoing abilities. */
export function watchers(s: WowState, seat: Seat): string[] {
  const p = s.players[seat]!;
  return [p.hero, ...p.allies, ...p.equipment];
}
