import { defineCard } from "../types.js";

/**
 * Divine Judgment — Spell, Order, 7 Energy + 2 Order Power.
 * Each player, from the turn player in turn order (CR 1.4 303.2.a), chooses among what they control (their hand: what
 * they own) 2 units, 2 gear, 2 runes and 2 hand cards; these are choices, not targets. Then every other unit, gear,
 * rune and hand card of every player is recycled at once (594: runes to the Rune Deck, tokens cease to exist,
 * SFAQ-09). Legends, battlefields and facedown cards are none of these and stay.
 */
export default defineCard({
  code: "OGN-244",
  name: "Divine Judgment",
  text: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "eachPlayerKeeps",
          keep: [
            { filter: { type: "unit", controller: "friendly" }, count: 2, label: "units" },
            { filter: { type: "gear", controller: "friendly" }, count: 2, label: "gear" },
            { filter: { type: "rune", controller: "friendly" }, count: 2, label: "runes" },
            { filter: { at: "hand" }, count: 2, label: "cards in your hand" },
          ],
          rest: "recycle",
        },
      ],
    },
  ],
});
