import { defineCard } from "../types.js";

/**
 * Reaver's Row — Battlefield. The defender chooses a friendly unit here as the trigger goes on the chain (559.3.b)
 * and decides on resolution whether to move it to base.
 */
export default defineCard({
  code: "OGN-285",
  name: "Reaver's Row",
  text: "When you defend here, you may move a friendly unit here to base.",
  abilities: [
    {
      kind: "triggered",
      // "When you defend here": once per combat (the defenders form one batch, 620-621); controlled by the defender.
      on: "defended",
      filter: { here: true },
      batch: true,
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "here" } }],
      effects: [
        {
          op: "may",
          prompt: "Move the chosen friendly unit from Reaver's Row to base?",
          then: [{ op: "moveToBase", what: { target: "unit" } }],
        },
      ],
    },
  ],
});
