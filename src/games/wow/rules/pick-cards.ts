/**
 * Several cards picked at once as a link resolves (CR 7.4 709.2b: choices not made as the link was added are made
 * now): "Destroy any number of abilities attached to target …" (Cleanse, Divine Shield), "You may destroy an ability
 * attached to that ally" (Convalescence: up to one), "Each opponent puts three allies from his party into their
 * owner's hands" (Psychic Scream: that player picks exactly three, or all when he has no more). The `pick-cards` ask
 * holds the pool and the bounds; what happens to the picked cards is its `then`.
 */
import type { Seat } from "../../../engine/index.js";
import type { WowAction } from "./actions.js";
import { card, isAbilityInPlay, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";
import { destroy, moveTo, removedToHand } from "./zones.js";
import { finishSearchDeck } from "./deck-search.js";
import { handCardToResources } from "./resource-row.js";

/** The ask of this module. */
export type PickCardsAsk = Extract<NonNullable<WowState["ask"]>, { kind: "pick-cards" }>;

/** What happens to the picked cards (the ask's `then`, documented on the state's `pick-cards` ask). */
export type PickThen = PickCardsAsk["then"];

/** The abilities in play attached to `host` (CR 7.4 400.6), in play order. */
export function attachedAbilities(s: WowState, host: string): string[] {
  return s.objects
    .filter((o) => o.attachedTo === host && isAbilityInPlay(s, o.id) && card(s, o.id).type === "Ability")
    .map((o) => o.id);
}

/**
 * Asks `seat` to pick between `min` and `max` cards of `cards` (nothing asked when the pick is forced: no cards, or
 * `min` covers them all, which are then taken at once). Returns true when an ask was made (the link pauses).
 */
export function askPickCards(
  s: WowState,
  seat: Seat,
  link: Link,
  at: number,
  cards: readonly string[],
  bounds: { min: number; max: number },
  then: PickThen,
): boolean {
  const max = Math.min(bounds.max, cards.length);
  const min = Math.min(bounds.min, max);
  if (cards.length === 0 || min === cards.length) {
    finishPickCards(s, seat, then, [...cards]);
    return false;
  }
  s.ask = { kind: "pick-cards", seat, link, at, pool: [...cards], min, max, then };
  return true;
}

/** Why `picked` is not a legal answer to `ask`, or null (distinct offered cards, between min and max). */
export function checkPickCards(ask: PickCardsAsk, picked: readonly string[]): string | null {
  if (new Set(picked).size !== picked.length || picked.some((c) => !ask.pool.includes(c)))
    return "Choose different offered cards.";
  if (picked.length < ask.min || picked.length > ask.max)
    return ask.min === ask.max ? `Choose exactly ${ask.min} card(s).` : `Choose up to ${ask.max} card(s).`;
  return null;
}

/** What the picked cards are chosen for, by the ask's `then` (the prompt's last words). */
const PICK_WHAT: Record<PickThen, string> = {
  destroy: "to destroy",
  "destroy-cards": "to destroy",
  "remove-from-game": "of your graveyard to remove from the game",
  "to-hand": "to put into their owner's hand",
  "search-to-hand": "from your deck to reveal and put into your hand",
  "search-to-deck-top": "from your deck to reveal and put on top of it",
  ready: "of your exhausted resources to ready",
  "hand-to-resources": "from your hand to put into your resource row face down and exhausted",
  "removed-to-hand": "you removed from the game to put into your hand",
  "choose-in-order": "to choose, one at a time",
};

/** The prompt of a `pick-cards` ask. */
export function pickCardsPrompt(s: WowState, ask: PickCardsAsk): string {
  if (ask.prompt) return ask.prompt;
  if (ask.then === "removed-to-hand" || !ask.link)
    return `Instead of drawing: choose exactly ${ask.min} card(s) you removed from the game to put into your hand.`;
  const what = PICK_WHAT[ask.then];
  const n = ask.min === ask.max ? `exactly ${ask.min}` : ask.min === 0 ? `up to ${ask.max}` : `${ask.min}-${ask.max}`;
  return `${nameOf(s, ask.link.card)}: choose ${n} card(s) ${what}.`;
}

/**
 * Canonical answers (any legal set is accepted when submitted): with a free count, none, all the allowed and each card
 * alone; with an exact count, one set led by each card (the next cards in order fill it).
 */
export function pickCardsAnswers(ask: PickCardsAsk): WowAction[] {
  const ids = ask.pool;
  const sets: string[][] =
    ask.min === ask.max
      ? ids.map((x, i) => [x, ...[...ids.slice(i + 1), ...ids.slice(0, i)].slice(0, ask.min - 1)])
      : [
          ...(ask.min === 0 ? [[]] : []),
          ...(ask.max > 1 ? [ids.slice(0, ask.max)] : []),
          ...(ask.min <= 1 ? ids.map((x) => [x]) : []),
        ];
  return sets.map((cards) => ({ type: "pick-cards", cards }));
}

/** The picked cards are destroyed (to their owner's graveyard) or put into their owner's hand, together. */
export function finishPickCards(s: WowState, seat: Seat, then: PickThen, picked: readonly string[]): void {
  if (then === "search-to-hand" || then === "search-to-deck-top") {
    finishSearchDeck(s, seat, then === "search-to-hand" ? "hand" : "deck-top", picked);
    return;
  }
  if (then === "removed-to-hand") {
    removedToHand(s, seat, picked);
    return;
  }
  if (then === "ready") {
    for (const c of picked) obj(s, c).exhausted = false;
    if (picked.length) s.log.push({ text: `P${seat + 1} readies ${picked.length} resource(s).` });
    return;
  }
  if (then === "hand-to-resources") {
    for (const c of picked) if (obj(s, c).zone === "hand") handCardToResources(s, seat, c);
    return;
  }
  const names = picked.map((c) => nameOf(s, c)).join(", ");
  if (then === "choose-in-order") return;
  if (then === "remove-from-game") {
    for (const c of picked) if (obj(s, c).zone === "graveyard") moveTo(s, c, "rfg");
    if (picked.length) s.log.push({ text: `P${seat + 1} removes ${names} from the game.` });
    return;
  }
  if (then === "destroy-cards") {
    if (picked.length) s.log.push({ text: `P${seat + 1} destroys ${names}.` });
    for (const c of picked) destroy(s, c);
    return;
  }
  if (then === "destroy") {
    for (const c of picked) if (isAbilityInPlay(s, c)) destroy(s, c);
    if (picked.length) s.log.push({ text: `P${seat + 1} destroys ${names}.` });
    return;
  }
  for (const c of picked) if (obj(s, c).zone === "ally" || isAbilityInPlay(s, c)) moveTo(s, c, "hand");
  if (picked.length) s.log.push({ text: `P${seat + 1} puts ${names} into their owner's hand.` });
}

/**
 * "Destroy any number of abilities attached to [host]" / "you may destroy an ability attached to that ally" (`upTo`
 * 1): the link's controller picks among the host's attached abilities as the link resolves (CR 7.4 709.2b).
 */
export function destroyAttachedAbilities(s: WowState, link: Link, at: number, host: string | undefined, upTo?: number) {
  if (!host) return;
  const pool = attachedAbilities(s, host);
  askPickCards(s, link.controller, link, at, pool, { min: 0, max: upTo ?? pool.length }, "destroy");
}

/**
 * "Each opponent puts N allies from his party into their owner's hands" (Psychic Scream): each such player picks
 * exactly N of his allies (all of them when he has N or fewer), one player at a time.
 */
export function returnAlliesToHand(s: WowState, link: Link, at: number, seats: readonly Seat[], count: number): void {
  for (const seat of seats)
    if (askPickCards(s, seat, link, at, s.players[seat]!.allies, { min: count, max: count }, "to-hand")) return;
}

/**
 * "You may put an ability you control into its owner's hand" (Vestia Abiectus; `ability-in-play`) / "you may put a card
 * from your hand into your resource row face down and exhausted" (Nightbloom; `hand`): the link's controller picks up
 * to one as the link resolves (CR 7.4 709.2b), none being the "you may" declined.
 */
export function mayPickOwn(s: WowState, link: Link, at: number, from: "ability-in-play" | "hand"): void {
  const seat = link.controller;
  const pool =
    from === "hand"
      ? [...s.players[seat]!.hand]
      : s.objects.filter((o) => o.controller === seat && isAbilityInPlay(s, o.id)).map((o) => o.id);
  askPickCards(s, seat, link, at, pool, { min: 0, max: 1 }, from === "hand" ? "hand-to-resources" : "to-hand");
}

/** "Ready up to N of your resources" (Inner Focus; CR 7.4 411.1): up to `n` of the controller's exhausted resources. */
export function readyUpToResources(s: WowState, link: Link, at: number, n: number): void {
  const pool = s.players[link.controller]!.resources.filter((r) => obj(s, r).exhausted);
  askPickCards(s, link.controller, link, at, pool, { min: 0, max: n }, "ready");
}

/**
 * "Remove that many ally cards in your graveyard from the game" (Stitches): the link's controller picks exactly `count`
 * of the ally cards in his graveyard (all of them with fewer; CR 7.4 709.2b-c); how many were removed is kept on the
 * link (`pickedCount`) for "for each ally card you removed" (709.2f).
 */
export function removeGraveyardAllies(s: WowState, link: Link, at: number, count: number): void {
  const seat = link.controller;
  const pool = s.players[seat]!.graveyard.filter((c) => card(s, c).type === "Ally");
  link.pickedCount = Math.min(count, pool.length);
  askPickCards(s, seat, link, at, pool, { min: count, max: count }, "remove-from-game");
}
