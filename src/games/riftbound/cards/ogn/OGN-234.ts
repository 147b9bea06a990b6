import { defineCard } from "../types.js";

/** Harnessed Dragon — Unit, Order, 8 Energy + 2 Order Power. */
export default defineCard({
  code: "OGN-234",
  name: "Harnessed Dragon",
  text: "When you play me, kill an enemy unit.",
  abilities: [
    {
      kind: "triggered",
      // "When you play me": the play event of this object (543.2); the unit is chosen as it goes on the chain (559.3.b).
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "kill", what: { target: "unit" } }],
    },
  ],
});
