/**
 * Looking at the top cards of a deck (CR 7.4 415.3: a deck is hidden; a card looked at is seen by the looker only, so
 * its name goes to the looker's log and decision alone): Eagle Eye ("put one into your hand and the rest on the bottom
 * of your deck") and Track Humanoids ("you may put it on the bottom of your deck").
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { moveTo } from "./zones.js";

/**
 * "Look at the top N cards of your deck. Put one into your hand and the rest on the bottom": with two or more looked
 * at, the looker picks (a private `look` ask, CR 7.4 709.2b); with one it goes to the hand.
 */
export function lookTopToHand(s: WowState, link: Link, at: number, count: number): void {
  const seat = link.controller;
  const looked = s.players[seat]!.deck.slice(0, count);
  s.log.push({ text: `P${seat + 1} looks at the top ${looked.length} card(s) of their deck.` });
  if (looked.length > 1) s.ask = { kind: "look", seat, cards: looked, link, at, revealed: looked };
  else if (looked.length === 1) finishLook(s, seat, looked, looked[0]!);
}

/** Ends a look: the picked card goes to the hand (named to the looker only), the rest to the bottom in order (415.3c). */
export function finishLook(s: WowState, seat: Seat, looked: readonly string[], picked: string): void {
  moveTo(s, picked, "hand");
  s.log.push({
    text: `P${seat + 1} puts ${nameOf(s, picked)} into their hand.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} puts one of them into their hand.`,
  });
  const p = s.players[seat]!;
  const rest = looked.filter((id) => id !== picked);
  p.deck = [...p.deck.filter((id) => !rest.includes(id)), ...rest];
  if (rest.length > 0) s.log.push({ text: `P${seat + 1} puts ${rest.length} card(s) on the bottom of their deck.` });
}

/**
 * "Look at the top card of your deck. You may put it on the bottom": asked as an `either` (709.2b); empty deck: nothing.
 * `hand-if-ability`: asked only when the top card is an ability card (its name is logged to the looker alone, 415.3).
 */
export function lookTopMayBottom(s: WowState, link: Link, at: number, to?: "graveyard" | "hand-if-ability"): void {
  const seat = link.controller;
  const top = s.players[seat]!.deck[0];
  if (top === undefined) return;
  s.log.push({ text: `P${seat + 1} looks at the top card of their deck.` });
  if (to === "hand-if-ability" && card(s, top).type !== "Ability") {
    s.log.push({ text: `It is ${nameOf(s, top)}, not an ability card.`, visibleTo: [seat] });
    return;
  }
  s.ask = { kind: "either", seat, link, at, options: [0, 1] };
}

/**
 * The labels of the Track Humanoids choice, naming the top card (the decision is shown to its seat only); `to`
 * "graveyard": Gustaf Trueshot's "you may put it into your graveyard".
 */
export function lookTopLabels(s: WowState, seat: Seat, to?: "graveyard" | "hand-if-ability"): string[] {
  const top = s.players[seat]!.deck[0];
  if (to === "hand-if-ability")
    return [`Reveal ${top ? nameOf(s, top) : "it"} and put it into your hand`, "Leave it on top"];
  const where = to === "graveyard" ? "into your graveyard" : "on the bottom of your deck";
  return [`Put ${top ? nameOf(s, top) : "it"} ${where}`, "Leave it on top"];
}

/** Answers the Track Humanoids choice: option 0 puts the top card on the bottom of the deck (or into the graveyard). */
export function resumeLookTop(s: WowState, seat: Seat, option: number, to?: "graveyard" | "hand-if-ability"): void {
  const p = s.players[seat]!;
  const top = p.deck[0];
  if (option !== 0 || !top) return;
  if (to === "hand-if-ability") {
    // Revealed (CR 7.4 415.3: shown to every player), so the card is named in the public log.
    moveTo(s, top, "hand");
    s.log.push({ text: `P${seat + 1} reveals ${nameOf(s, top)} and puts it into their hand.` });
    return;
  }
  if (to === "graveyard") {
    // Moved, not drawn or discarded; the graveyard is public, so the card is named (415.3).
    moveTo(s, top, "graveyard");
    s.log.push({ text: `P${seat + 1} puts ${nameOf(s, top)} from the top of their deck into their graveyard.` });
    return;
  }
  p.deck = [...p.deck.slice(1), top];
  s.log.push({ text: `P${seat + 1} puts the top card of their deck on the bottom.` });
}

/**
 * "Look at the top N cards of your deck. Put one on the top of your deck and the rest on the bottom" (It's a Secret to
 * Everybody; CR 7.4 415.3): the looker picks the card kept on top (a private `choose` that runs the instruction again
 * with the answer, `again`); one card looked at stays on top, unasked.
 */
export function lookTopKeepOne(s: WowState, link: Link, at: number, count: number): void {
  const seat = link.controller;
  const p = s.players[seat]!;
  const looked = p.deck.slice(0, count);
  const picked = link.picks?.[0];
  if (picked === undefined) {
    s.log.push({ text: `P${seat + 1} looks at the top ${looked.length} card(s) of their deck.` });
    if (looked.length > 1) {
      const prompt = "Choose the card to put on the top of your deck (the rest go to the bottom).";
      s.ask = { kind: "choose", seat, cards: looked, link: { ...link, picks: [] }, at, again: true, prompt };
      return;
    }
  }
  const rest = looked.filter((id) => id !== (picked ?? looked[0]));
  p.deck = [...p.deck.filter((id) => !rest.includes(id)), ...rest];
  if (rest.length > 0) s.log.push({ text: `P${seat + 1} puts ${rest.length} card(s) on the bottom of their deck.` });
}
