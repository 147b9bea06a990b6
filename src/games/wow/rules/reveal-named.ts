/**
 * "Reveal the top N cards of your deck. Put all revealed cards named [this card] into your hand and the rest on the
 * bottom of your deck." (The Green Hills of Stranglethorn): no choice is made, so nothing is asked; revealed cards
 * are public (the log names them), the rest go to the bottom in their order (as `reveal-top-to-hand`, 415.3c).
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Reveals the top `count` cards of `seat`'s deck; those named `name` go to the hand, the others to the bottom. */
export function revealTopNamedToHand(s: WowState, seat: Seat, count: number, name: string): void {
  const p = s.players[seat]!;
  const revealed = p.deck.slice(0, count);
  s.log.push({ text: `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.` });
  const named = revealed.filter((id) => card(s, id).name === name);
  for (const id of named) moveTo(s, id, "hand");
  if (named.length)
    s.log.push({ text: `P${seat + 1} puts ${named.map((id) => nameOf(s, id)).join(", ")} into their hand.` });
  const rest = revealed.filter((id) => !named.includes(id));
  p.deck = [...p.deck.filter((id) => !rest.includes(id)), ...rest];
}
