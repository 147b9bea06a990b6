import { defineCard } from "../types.js";

/**
 * Seat of Power — Battlefield. "Each other battlefield you or allies control": friendly battlefields (740.1.a)
 * other than this one, counted on resolution.
 */
export default defineCard({
  code: "SFD-217",
  name: "Seat of Power",
  text: "When you conquer here, draw 1 for each other battlefield you or allies control..",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [{ op: "draw", n: { count: { type: "battlefield", controller: "friendly", other: true } } }],
    },
  ],
});
