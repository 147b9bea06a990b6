/**
 * Deck searches picking cards by a printed tag (CR 7.4 413): "Search your deck for up to two Combo cards, reveal them,
 * and put them into your hand" (Premeditation) and "you may search your deck for a weapon card and reveal it. If you
 * do, shuffle your deck and put that card on top" (Herod's Shoulder, Kralnor). The deck is hidden, so the searcher may
 * find fewer than asked, none included (413.1); the pick is a `pick-cards` ask (rules/pick-cards.ts) seen by the searcher
 * alone.
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Where the found cards go: the hand (the deck shuffled after, 413.2) or the top of the shuffled deck. */
export type SearchTo = "hand" | "deck-top";

/** Whether a printed type-line tag names `tag`, counted or not ("Pet (1)"; "Earth Totem (1)" is a Totem; "2H Weapon" is a Weapon). */
export const namesTag = (printed: string, tag: string): boolean =>
  printed
    .replace(/ \(\d+\)$/, "")
    .split(" ")
    .includes(tag);

/** Starts the search: `seat` picks up to `upTo` cards of his deck having the tag `tag`. */
export function searchDeck(s: WowState, link: Link, at: number, tag: string, upTo: number, to: SearchTo): void {
  const seat = link.controller;
  const pool = s.players[seat]!.deck.filter((id) => card(s, id).subtypes.some((t) => namesTag(t, tag)));
  const then = to === "hand" ? "search-to-hand" : "search-to-deck-top";
  if (pool.length) s.ask = { kind: "pick-cards", seat, link, at, pool, min: 0, max: Math.min(upTo, pool.length), then };
  else finishSearchDeck(s, seat, to, []);
}

/**
 * Ends the search with the `picked` cards: revealed (named in the log), then into the hand with the deck shuffled, or,
 * for "if you do, shuffle your deck and put that card on top", the deck shuffled and the cards put on top (nothing
 * found: nothing done, "if you do").
 */
export function finishSearchDeck(s: WowState, seat: Seat, to: SearchTo, picked: readonly string[]): void {
  const me = s.players[seat]!;
  if (picked.length) s.log.push({ text: `P${seat + 1} reveals ${picked.map((c) => nameOf(s, c)).join(", ")}.` });
  if (to === "deck-top" && !picked.length) return;
  if (to === "hand") for (const c of picked) moveTo(s, c, "hand");
  const rest = me.deck.filter((c) => !picked.includes(c));
  const [rng, deck] = shuffle(s.rng, rest);
  s.rng = rng;
  me.deck = to === "hand" ? deck : [...picked, ...deck];
  s.log.push({
    text: to === "hand" ? `P${seat + 1} shuffles their deck.` : `P${seat + 1} shuffles their deck and puts it on top.`,
  });
}
