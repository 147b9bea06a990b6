import { defineCard } from "../types.js";

/**
 * Forecaster — Unit, Mind, 2 Energy. Grants Vision (729) to friendly Mechs, himself included.
 */
export default defineCard({
  code: "SFD-065",
  name: "Forecaster",
  text: "Your Mechs have [Vision]. (When you play us, look at the top card of your Main Deck. You may recycle it.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", tag: "Mech" }, keywords: ["Vision"] },
    },
  ],
});
