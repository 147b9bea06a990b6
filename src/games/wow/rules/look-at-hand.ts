/**
 * "Look at target player's hand" (As the Crow Flies, Kalnuf Eagleheart): the looking player alone learns the cards,
 * so the log line naming them is visible to that seat only and the others read that the hand was looked at. Names,
 * not object ids, are logged (hidden ids never leave their seat's view).
 */
import type { Seat } from "../../../engine/index.js";
import { nameOf } from "./characteristics.js";
import type { WowState } from "./state.js";

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
