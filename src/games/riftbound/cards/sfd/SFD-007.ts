import { defineCard } from "../types.js";

/**
 * Gem Jammer — Unit, Fury, 2 Energy.
 */
export default defineCard({
  code: "SFD-007",
  name: "Gem Jammer",
  text: "When you play me, give a unit [Ganking] this turn. (It can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Ganking", duration: "turn" }],
    },
  ],
});
