import { defineCard } from "../types.js";

/**
 * Aspiring Engineer — Unit, Mind, 3 Energy + 1 Mind. The gear is chosen on resolution (not a target).
 */
export default defineCard({
  code: "SFD-061",
  name: "Aspiring Engineer",
  text: "When you play me, return a gear from your trash to your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "chooseFromZone", filter: { at: "trash", cardType: "Gear" }, count: 1, saveAs: "gear" },
        { op: "toHand", what: { var: "gear" } },
      ],
    },
  ],
});
