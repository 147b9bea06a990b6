import { defineCard } from "../types.js";

/**
 * Amateur Recital — Battlefield, Colorless.
 * Battlefield. A battlefield's trigger is controlled by the player who held it (630.2); the unit is chosen as the trigger goes on the chain, "you may" on resolution.
 */
export default defineCard({
  code: "UNL-207",
  name: "Amateur Recital",
  text: "When you hold here, you may move a unit at a battlefield to its base.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" }, upTo: true }],
      effects: [
        {
          op: "may",
          prompt: "Move that unit to its base?",
          then: [{ op: "moveToBase", what: { target: "unit" } }],
        },
      ],
    },
  ],
});
