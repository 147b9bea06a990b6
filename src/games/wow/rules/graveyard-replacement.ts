/**
 * Dramla Lifebender's two powers, general rules of their own:
 * - "You can play ally cards from your graveyard" (a play permission from another zone, CR 7.4 409 "to play a card is
 *   to add it to the chain from another zone"): while a card of `seat`'s in play has it, the ally cards of his
 *   graveyard are played as from the hand (timing, costs and restrictions unchanged; rules/play.ts, legal.ts).
 * - "If an ally would be put into your graveyard from play, remove it from the game instead" (a replacement modifier,
 *   CR 7.4 716; destroying is putting into the graveyard from play, glossary "Destroy"): the ally goes to its owner's
 *   RFG zone instead, face up (415.7b), and the destruction never happens, so nothing triggers off it (716.1a). The
 *   modifier must exist immediately before the event (716.1c): Dramla destroyed herself is removed, and allies
 *   destroyed at the same time as her (one wave of pre-priority checks, one "destroy all allies") are judged on the
 *   state before any of them left (`graveyardReplacers` taken once for the batch).
 */
import type { Seat } from "../../../engine/index.js";
import { card, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

const inPlayOf = (s: WowState, seat: Seat): string[] => {
  const p = s.players[seat]!;
  return [p.hero, ...p.allies, ...p.equipment];
};

/** Whether `seat` may play the ally cards of his graveyard. */
export const playsAlliesFromGraveyard = (s: WowState, seat: Seat): boolean =>
  inPlayOf(s, seat).some((id) => powersOf(s, id).some((p) => p.kind === "play-allies-from-graveyard"));

/** The ally cards `seat` may play from his graveyard now (none without the permission). */
export const graveyardAlliesPlayable = (s: WowState, seat: Seat): string[] =>
  playsAlliesFromGraveyard(s, seat) ? s.players[seat]!.graveyard.filter((id) => card(s, id).type === "Ally") : [];

/** The players whose allies would be removed from the game instead of put into their graveyard, now. */
export function graveyardReplacers(s: WowState): Seat[] {
  return ([0, 1] as const).filter((seat) =>
    inPlayOf(s, seat).some((id) => powersOf(s, id).some((p) => p.kind === "ally-to-graveyard-removed-instead")),
  );
}

/** Whether ally `id`, leaving play for its owner's graveyard, is removed instead (`replacers`: the batch's). */
export function removedInstead(s: WowState, id: string, replacers: readonly Seat[] = graveyardReplacers(s)): boolean {
  const o = obj(s, id);
  return o.zone === "ally" && !o.faceDown && replacers.includes(o.owner);
}
