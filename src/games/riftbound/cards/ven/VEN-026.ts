import { defineCard } from "../types.js";

/**
 * Field Musicians — Unit, Calm, 4 Energy.
 * The unit is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "VEN-026",
  name: "Field Musicians",
  text: "When you play me, give a unit +3 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 3, duration: "turn" }],
    },
  ],
});
