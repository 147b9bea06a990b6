/**
 * Suppress (CR Game Terms: Suppress 1-3): "banish it and return it to the field under its owner's control at the
 * beginning of the next end phase". The return is a delayed trigger controlled by the suppressing player, one per
 * suppressed object; it returns only the very card that was banished (still in banishment since then).
 */
import { abilitiesOf, entersRestedByEffect } from "./characteristics.js";
import { type GaState, type Seat, card, log, mutCard } from "./state.js";
import { moveCard, nameOf, queueEnterTriggers } from "./zones.js";

/**
 * Suppresses object `id` for `seat` (`source`: the suppressing card or object): banishes it and records the
 * delayed trigger (CR Game Terms: Suppress 1). A token ceases to exist and a renewable card goes to its material
 * deck instead of banishment, so neither is ever returned (Suppress 2; Tokens 3; Keywords: Renewable 1).
 */
export function suppress(s: GaState, id: string, seat: Seat, source: string): void {
  if (card(s, id).zone !== "field") return;
  log(s, `${nameOf(s, id)} is suppressed (banished until the beginning of the next end phase).`);
  moveCard(s, id, "banishment");
  const c = card(s, id);
  if (c.zone === "banishment") s.lasting.push({ kind: "suppressed", card: id, ts: c.ts, seat, source });
}

/**
 * The beginning of an end phase: each suppressed object's delayed trigger goes to its controller's waiting
 * triggers, independently of the others (CR Game Terms: Suppress 1.1, 3); the order is then asked as for any
 * simultaneous triggers (CR Triggered Abilities 10).
 */
export function queueSuppressReturns(s: GaState): void {
  for (const l of s.lasting)
    if (l.kind === "suppressed")
      s.triggers.push({
        source: l.source,
        ability: { granted: "suppressReturn", card: l.card, ts: l.ts },
        controller: l.seat,
      });
  s.lasting = s.lasting.filter((l) => l.kind !== "suppressed");
}

/**
 * The delayed trigger resolves: card `id` returns to the field under its owner's control if it is still the card
 * banished at `ts` (CR Game Terms: Suppress 2); it enters as a new object (rested if it enters rested) and its
 * On Enter abilities trigger.
 */
export function returnSuppressed(s: GaState, id: string, ts: number): void {
  const c = card(s, id);
  if (c.zone !== "banishment" || c.ts !== ts) return;
  enterFieldByEffect(s, id, c.owner);
  log(s, `${nameOf(s, id)} returns to the field under P${c.owner + 1}'s control (suppress).`);
}

/**
 * Puts card `id` onto `seat`'s field by an effect (not activated, not materialized): rested if it has "enters the
 * field rested" or an effect makes it so, then its entering triggers are queued (CR Game Zones: Field).
 */
export function enterFieldByEffect(s: GaState, id: string, seat: Seat): void {
  moveCard(s, id, "field", { controller: seat });
  const o = card(s, id);
  const abs = abilitiesOf(s, o.card, seat, id);
  if (abs.some((a) => a.kind === "keyword" && a.keyword === "entersRested") || entersRestedByEffect(s, id))
    mutCard(s, id).rested = true;
  queueEnterTriggers(s, id);
}
