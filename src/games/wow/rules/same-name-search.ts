/**
 * "Its controller may search his deck for an ally card with the same name and put it into play exhausted" (Circle of
 * Life, triggered by an ally's destruction): the player who controlled the destroyed ally (`subjectController`) is asked
 * (an `either` ask of that seat, CR 7.4 709.2b); every such card has the same name, so which copy is found changes
 * nothing and the first is taken (CR 7.4 413); the deck is shuffled after the search (413.2).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import { enterAlly } from "./enter-play.js";
import { type Link, type WowState, obj } from "./state.js";

/** Ally cards in `seat`'s deck named as the link's event card. */
function sameNamed(s: WowState, link: Link, seat: Seat): string[] {
  if (!link.subject) return [];
  const name = card(s, link.subject).name;
  return s.players[seat]!.deck.filter((id) => card(s, id).type === "Ally" && card(s, id).name === name);
}

/** Asks the destroyed ally's controller whether to search (only when the deck holds such a card, 709.2b). */
export function askSameNameSearch(s: WowState, link: Link, at: number): void {
  const seat = link.subjectController;
  if (seat === undefined || sameNamed(s, link, seat).length === 0) return;
  s.ask = { kind: "either", seat, link, at, options: [0, 1] };
}

/** The search: the card enters play exhausted under `seat`, the deck is shuffled (413.2). */
export function sameNameSearch(s: WowState, link: Link, seat: Seat): void {
  const found = sameNamed(s, link, seat)[0];
  if (found) {
    enterAlly(s, found, seat);
    obj(s, found).exhausted = true;
    s.log.push({ text: `P${seat + 1} finds ${nameOf(s, found)} in their deck; it enters play exhausted.` });
  }
  const [rng, deck] = shuffle(s.rng, s.players[seat]!.deck);
  s.rng = rng;
  s.players[seat]!.deck = deck;
}
