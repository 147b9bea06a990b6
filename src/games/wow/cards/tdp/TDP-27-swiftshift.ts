import { wowCard } from "../types.js";

/**
 * Swiftshift (TDP-27): Instant Ability (Feral), 4, Druid: a search of the deck and the graveyard together (CR 7.4 413;
 * a card with a Form tag, counted or not); the deck is shuffled after. seriallos's "Search you deck" is kept verbatim.
 * The sources agree otherwise.
 */
export default wowCard({
  id: "TDP-27",
  name: "Swiftshift",
  text: "Search you deck and/or graveyard for a Form card, reveal it, and put it into your hand.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "search-deck-and-graveyard-to-hand", tag: "Form" }] }],
});
