import { defineCard } from "../types.js";

/**
 * Ava Achiever — Unit, Mind, 5 Energy.
 * Errata (Origins Card Errata, OFAQ-67): "When I attack, you may pay [Mind] to play a card with [Hidden] from your
 * hand, ignoring its cost. If it's a unit, play it here." She plays the card (she does not hide it); "here" is only
 * for units. "You may pay [Mind] to" opens the effect, so it is the trigger's cost, paid as it goes on the chain
 * (CR 1.4 383.3.a-b, 740.4.a.2).
 */
export default defineCard({
  code: "OGN-107",
  name: "Ava Achiever",
  text: "When I attack, you may pay :rb_rune_mind: to play a card with [Hidden] from your hand here, ignoring its cost.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      cost: { pay: { power: 1, powerDomain: "Mind" } },
      effects: [
        // A choice on resolution, not a target (the card is in a hidden zone).
        { op: "chooseFromZone", filter: { at: "hand", keyword: "Hidden" }, saveAs: "card", count: 1 },
        { op: "play", what: { var: "card" }, cost: "ignore", unitTo: "here" },
      ],
    },
  ],
});
