import { wowCard } from "../types.js";

/**
 * Forbidden Knowledge (HoA-124): Ability (Demonology), 8, Warlock. The deck is removed face up (CR 7.4 415.7b) and
 * recorded as removed by this card (rules/removed-by.ts); it then enters play as an ongoing ability whose replacement
 * modifier (716) turns each of its controller's draws into a pick among those cards. With none left the draw is still
 * replaced, so the player never loses by drawing from an empty deck (716.1d, whose example is this card; CR 7.4 quotes
 * the text as "a card you removed this way"). seriallos kept; the four sources agree.
 */
export default wowCard({
  id: "HoA-124",
  name: "Forbidden Knowledge",
  text: "Remove your deck from the game. <p> Ongoing: If you would draw a card, choose a card you removed and put it into your hand instead.",
  powers: [
    { kind: "play", targets: [], effects: [{ op: "remove-by-self", what: "your-deck" }] },
    { kind: "draw-replacement-from-removed" },
  ],
});
