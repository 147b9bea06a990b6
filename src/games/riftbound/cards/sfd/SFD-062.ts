import { defineCard } from "../types.js";

/**
 * Bubble Bot — Unit, Mind, 3 Energy.
 */
export default defineCard({
  code: "SFD-062",
  name: "Bubble Bot",
  text: "When you play me, ready another friendly Mech.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "mech", filter: { type: "unit", controller: "friendly", tag: "Mech", other: true } }],
      effects: [{ op: "ready", what: { target: "mech" } }],
    },
  ],
});
