/**
 * Revealing the top cards of the deck beyond "put a revealed [type] card into your hand" (rules/effects.ts): "Put
 * all revealed cards named [this card] into your hand" (The Green Hills of Stranglethorn: no choice, nothing asked) and
 * "if they have different card types, put one into your hand" (The Dying Balance: the "reveal" pick). Revealed cards
 * are public (the log names them); the rest go to the bottom in their order (as `reveal-top-to-hand`, 415.3c).
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Reveals the top `count` cards of `seat`'s deck; those named `name` go to the hand, the others to the bottom. */
export function revealTopNamedToHand(s: WowState, seat: Seat, count: number, name: string): void {
  revealTopMatchingToHand(s, seat, count, (id) => card(s, id).name === name);
}

/** As `revealTopNamedToHand`, for "all revealed [type] cards" (Belt of the Archmage). */
export function revealTopTypeToHand(s: WowState, seat: Seat, count: number, cardType: string): void {
  revealTopMatchingToHand(s, seat, count, (id) => card(s, id).type === cardType);
}

/** Reveals the top `count` cards of `seat`'s deck; those matching go to the hand, the others to the bottom. */
function revealTopMatchingToHand(s: WowState, seat: Seat, count: number, take: (id: string) => boolean): void {
  const p = s.players[seat]!;
  const revealed = p.deck.slice(0, count);
  s.log.push({ text: `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.` });
  const named = revealed.filter(take);
  for (const id of named) moveTo(s, id, "hand");
  if (named.length)
    s.log.push({ text: `P${seat + 1} puts ${named.map((id) => nameOf(s, id)).join(", ")} into their hand.` });
  const rest = revealed.filter((id) => !named.includes(id));
  p.deck = [...p.deck.filter((id) => !rest.includes(id)), ...rest];
}

/**
 * "Reveal the top two cards of your deck. If they have different card types, put one into your hand and the other on
 * the bottom of your deck. Otherwise, put both on the bottom" (The Dying Balance): the pick is asked as the link
 * resolves (CR 7.4 709.2b, the "reveal" decision at instruction `at`); one card or none revealed: none differ.
 */
export function revealTwoPickIfTypesDiffer(s: WowState, link: Link, at: number): void {
  const seat = link.controller;
  const revealed = s.players[seat]!.deck.slice(0, 2);
  s.log.push({ text: `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.` });
  const [a, b] = revealed;
  if (a && b && card(s, a).type !== card(s, b).type)
    s.ask = { kind: "reveal", seat, cards: revealed, link, at, revealed };
  else finishReveal(s, seat, revealed, undefined);
}

/** Ends a reveal: the picked card goes to the hand, the other revealed cards to the bottom in their order (415.3c). */
export function finishReveal(s: WowState, seat: Seat, revealed: readonly string[], picked: string | undefined): void {
  if (picked) {
    moveTo(s, picked, "hand");
    s.log.push({ text: `P${seat + 1} puts ${nameOf(s, picked)} into their hand.` });
  }
  const p = s.players[seat]!;
  const rest = revealed.filter((id) => id !== picked);
  p.deck = [...p.deck.filter((id) => !rest.includes(id)), ...rest];
}

/**
 * "Reveal the top two cards of your deck. Target opponent chooses one. Put that card into your hand and the other one
 * on the bottom of your deck" (The Princess Trapped): the opponent named picks (a `choose` that runs the instruction
 * again with the answer, `again`, CR 7.4 709.2b); one card revealed goes to the hand unasked; none: nothing.
 */
export function revealTopOpponentPicks(s: WowState, link: Link, at: number, opponent: string | undefined): void {
  const seat = link.controller;
  const revealed = s.players[seat]!.deck.slice(0, 2);
  const picked = link.picks?.[0];
  if (picked === undefined) {
    s.log.push({ text: `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.` });
    // A target opponent gone illegal chooses nothing (709.2a): both go to the bottom.
    if (revealed.length > 1 && opponent?.startsWith("p")) {
      const by = Number(opponent.slice(1)) as Seat;
      const prompt = `Choose the revealed card P${seat + 1} puts into their hand (the other goes to the bottom).`;
      s.ask = { kind: "choose", seat: by, cards: revealed, link: { ...link, picks: [] }, at, again: true, prompt };
      return;
    }
  }
  finishReveal(s, seat, revealed, picked ?? (revealed.length === 1 ? revealed[0] : undefined));
}
