import { defineCard } from "../types.js";

/** Maddened Marauder — Unit, Chaos, 5 Energy. Tank (printed); moves a unit from a battlefield to its base when played. */
export default defineCard({
  code: "OGN-191",
  name: "Maddened Marauder",
  text: "[Tank] (I must be assigned combat damage first.)\nWhen you play me, move a unit from a battlefield to its base.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "moveToBase", what: { target: "unit" } }],
    },
  ],
});
