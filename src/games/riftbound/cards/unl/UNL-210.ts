import { defineCard } from "../types.js";

/**
 * Forbidding Waste — Battlefield. "Defending alone": the only unit of its controller defending here (the `alone`
 * state, 620-621).
 */
export default defineCard({
  code: "UNL-210",
  name: "Forbidding Waste",
  text: "While a unit here is defending alone, it has -2 :rb_might:. (It's alone if there are no other friendly units here.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "othersMight", amount: -2, filter: { type: "unit", at: "here", state: ["defending", "alone"] } },
    },
  ],
});
