import { defineCard } from "../types.js";

/**
 * Ocean Drake — Unit, Chaos, 8 Energy + 2 Power. "You may play me to an open battlefield" (`playTo`, 559.2); the
 * non-Dragon unit (any player's, at any location) is chosen, up to one, as the play trigger goes on the chain.
 */
export default defineCard({
  code: "VEN-115",
  name: "Ocean Drake",
  text: "You may play me to an open battlefield.\nWhen you play me, you may return a non-Dragon unit to its owner's hand.",
  abilities: [
    { kind: "passive", passive: { kind: "playTo", to: "open" } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", not: { tag: "Dragon" } }, upTo: true }],
      effects: [{ op: "returnToHand", what: { target: "unit" } }],
    },
  ],
});
