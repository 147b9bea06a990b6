import { defineCard } from "../types.js";

/**
 * Kinkou Temple — Battlefield, Colorless.
 * Battlefield. A Might passive of the battlefield over the units here (053.3).
 */
export default defineCard({
  code: "VEN-159",
  name: "Kinkou Temple",
  text: "Units here with [Tank] have +1 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "othersMight", amount: 1, filter: { type: "unit", at: "here", keyword: "Tank" } },
    },
  ],
});
