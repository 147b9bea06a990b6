import { wowCard } from "../types.js";

/**
 * Premeditation (HoA-101): Ability, 4, Rogue, Subtlety Talent (Subtlety Hero Required, 100.2b): a deck search for up
 * to two cards with the Combo tag (CR 7.4 413; rules/deck-search.ts). The sources agree on cost and text.
 */
export default wowCard({
  id: "HoA-101",
  name: "Premeditation",
  text: "Subtlety Hero Required <p> Search your deck for up to two Combo cards, reveal them, and put them into your hand.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "search-deck", tag: "Combo", upTo: 2, to: "hand" }] }],
});
