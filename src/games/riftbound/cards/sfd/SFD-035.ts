import { defineCard } from "../types.js";

/**
 * Guardian of the Passage — Unit, Calm, 6 Energy. "When I hold" (630.2); the card is chosen in the trash as the trigger
 * goes on the chain ("you may": up to one).
 */
export default defineCard({
  code: "SFD-035",
  name: "Guardian of the Passage",
  text: "When I hold, you may return a unit or gear from your trash to your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      targets: [
        {
          id: "card",
          // Each alternative names its place: without `at`, a filter looks at the board.
          filter: {
            at: "trash",
            anyOf: [
              { at: "trash", cardType: "Unit" },
              { at: "trash", cardType: "Gear" },
            ],
          },
          upTo: true,
        },
      ],
      effects: [{ op: "toHand", what: { target: "card" } }],
    },
  ],
});
