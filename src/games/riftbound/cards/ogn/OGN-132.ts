import { defineCard } from "../types.js";

/** First Mate — Unit, Body, 3 Energy, 3 Might. */
export default defineCard({
  code: "OGN-132",
  name: "First Mate",
  text: "When you play me, ready another unit.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", other: true } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
