import { defineCard } from "../types.js";

/**
 * Twilight Reveler — Unit, Fury, 3 Energy.
 * "Another friendly unit" is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "VEN-020",
  name: "Twilight Reveler",
  text: "When I attack, ready another friendly unit.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
