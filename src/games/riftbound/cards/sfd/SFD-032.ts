import { defineCard } from "../types.js";

/**
 * Disarming Rake — Unit, Calm, 3 Energy + 1 Calm. "You may kill a gear": up to one target.
 */
export default defineCard({
  code: "SFD-032",
  name: "Disarming Rake",
  text: "When you play me, you may kill a gear.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "gear", filter: { type: "gear" }, upTo: true }],
      effects: [{ op: "kill", what: { target: "gear" } }],
    },
  ],
});
