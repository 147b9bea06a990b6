import { defineCard } from "../types.js";

/**
 * Pack of Wonders — Gear, Chaos. Errata (vocabulary-plan §2 ⓔ): "another friendly gear, unit, or facedown card" —
 * a facedown card at a battlefield, not a [Hidden] card elsewhere (OFAQ-68); cards in a deck are not facedown
 * cards (OFAQ-69).
 */
export default defineCard({
  code: "OGN-181",
  name: "Pack of Wonders",
  text: ":rb_exhaust:: Return another friendly gear, unit, or [Hidden] card to its owner's hand.",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [
        {
          id: "it",
          filter: {
            other: true,
            controller: "friendly",
            anyOf: [{ type: "gear" }, { type: "unit" }, { at: "facedown" }],
          },
        },
      ],
      effects: [{ op: "returnToHand", what: { target: "it" } }],
    },
  ],
});
