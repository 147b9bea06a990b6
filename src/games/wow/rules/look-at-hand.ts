/**
 * "Look at target player's hand" (As the Crow Flies, Kalnuf Eagleheart): the looking player alone learns the cards,
 * so the log line naming them is visible to that seat only and the others read that the hand was looked at. Names,
 * not object ids, are logged (hidden ids never leave their seat's view).
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";
import { moveTo } from "./zones.js";

/** `viewer` looks at `owner`'s hand: a private log line for `viewer`, a public one for everyone else. */
export function lookAtHand(s: WowState, viewer: Seat, owner: Seat): void {
  const names = s.players[owner]!.hand.map((id) => nameOf(s, id));
  const whose = viewer === owner ? "their own" : `P${owner + 1}'s`;
  s.log.push({
    text: `P${viewer + 1} looks at ${whose} hand: ${names.join(", ") || "no cards"}.`,
    visibleTo: [viewer],
    publicText: `P${viewer + 1} looks at ${whose} hand.`,
  });
}

/**
 * "Look at target opponent's hand and choose a card" (Eye of Kilrogg): the looker picks one of `owner`'s hand cards as
 * the link resolves (CR 7.4 709.2b; the pick is shown to the looker only, like the hand), named `chosen` after.
 */
export function chooseFromHand(s: WowState, link: Link, at: number, owner: Seat, cardTypes?: readonly string[]): void {
  // "choose an ability or equipment card" (Purloin): only those printed types qualify; none: nothing is chosen.
  const hand = s.players[owner]!.hand.filter((id) => !cardTypes || cardTypes.includes(card(s, id).type));
  if (hand.length === 1) link.chosen = hand[0]!;
  else if (hand.length > 1) s.ask = { kind: "choose", seat: link.controller, cards: [...hand], link, at };
}

/**
 * "That opponent discards that card" (Purloin): `id`, while still in its owner's hand, goes to the graveyard as a
 * discard (001 413); the discard is public, so the card is named for everyone.
 */
export function discardCard(s: WowState, id: string): void {
  const o = obj(s, id);
  if (o.zone !== "hand") return;
  moveTo(s, id, "graveyard");
  s.log.push({ text: `P${o.owner + 1} discards ${nameOf(s, id)}.` });
}
