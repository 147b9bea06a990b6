import { defineCard } from "../types.js";

/** Whiteflame Protector — Unit, Calm, 8 Energy + 2 Calm Power. */
export default defineCard({
  code: "OGN-082",
  name: "Whiteflame Protector",
  text: "When you play me, give a unit +8 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 8, duration: "turn" }],
    },
  ],
});
