/**
 * "When you play your next ability this turn, ready up to X of your resources, where X is that ability's cost" (Inner
 * Focus): a one-use triggered modifier (CR 7.4 715.1) made by a `this-turn-trigger` with the event
 * `you-play-next-ability`; the next ability card its controller plays triggers it once (as it is played, CR 7.4 709),
 * carrying that card's cost (X included, 201.3) as the link's `amount`, and the modifier ends.
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";

/** `seat` played the ability `played` costing `cost`: his "next ability" modifiers trigger once and end. */
export function nextAbilityPlayed(s: WowState, seat: Seat, played: string, cost: number): void {
  const mine = (s.turnTriggers ?? []).filter((t) => t.event === "you-play-next-ability" && t.controller === seat);
  if (!mine.length) return;
  for (const t of mine)
    s.waiting.push({ controller: seat, card: t.card, power: t.power, subject: played, modifier: true, amount: cost });
  s.turnTriggers = (s.turnTriggers ?? []).filter((t) => !mine.includes(t));
}
