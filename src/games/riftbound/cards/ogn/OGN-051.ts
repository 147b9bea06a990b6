import { defineCard } from "../types.js";

/** Solari Shieldbearer — Unit, Calm, 3 Energy. */
export default defineCard({
  code: "OGN-051",
  name: "Solari Shieldbearer",
  text: "When you play me, stun a unit. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      // "When you play me" (543.2): the "played" event of this object.
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});
