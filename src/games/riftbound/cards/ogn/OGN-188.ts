import { defineCard } from "../types.js";

/** Zaunite Bouncer — Unit, Chaos. Its play trigger returns another unit at a battlefield (either player's). */
export default defineCard({
  code: "OGN-188",
  name: "Zaunite Bouncer",
  text: "When you play me, return another unit at a battlefield to its owner's hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", other: true } }],
      effects: [{ op: "returnToHand", what: { target: "unit" } }],
    },
  ],
});
