import { wowCard } from "../types.js";

/**
 * Cold Snap (HoA-50): Instant Ability (Frost, Talent), 2 + X. "Frost Hero Required" is a deck restriction (100.2b,
 * decks.ts); seriallos keeps an empty paragraph (" <p> . <p> ") from its source, verbatim here.
 */
export default wowCard({
  id: "HoA-50",
  name: "Cold Snap",
  text: "Frost Hero Required <p> . <p> Remove Cold Snap from the game. <p> Put up to X Frost ability cards with different names from your graveyard into your hand.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "remove", what: "self" },
        { op: "graveyard-to-hand", what: { cardType: "Ability", tag: "Frost" }, count: "up-to-x" },
      ],
    },
  ],
});
