import { defineCard } from "../types.js";

/** Tibbers — Signature unit (Annie), Fury/Chaos, 8 Energy + Fury + Chaos. Deals 3 to every unit at battlefields when played. */
export default defineCard({
  code: "OGS-018",
  name: "Tibbers",
  text: "When you play me, deal 3 to all units at battlefields.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "damage", amount: 3, to: { all: { type: "unit", at: "battlefield" } } }],
    },
  ],
});
