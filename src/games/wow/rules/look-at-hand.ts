/**
 * "Look at target player's hand" (As the Crow Flies, Kalnuf Eagleheart): the looking player alone learns the cards,
 * so the log line naming them is visible to that seat only and the others read that the hand was looked at. Names,
 * not object ids, are logged (hidden ids never leave their seat's view).
 */
import type { Seat } from "../../../engine/index.js";
import { nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";

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
export function chooseFromHand(s: WowState, link: Link, at: number, owner: Seat): void {
  const hand = s.players[owner]!.hand;
  if (hand.length === 1) link.chosen = hand[0]!;
  else if (hand.length > 1) s.ask = { kind: "choose", seat: link.controller, cards: [...hand], link, at };
}
