import { defineCard } from "../types.js";

/** Sneaky Deckhand — Unit, Chaos, 3 Energy. May be played to an open battlefield. */
export default defineCard({
  code: "OGN-176",
  name: "Sneaky Deckhand",
  text: "You may play me to an open battlefield.",
  abilities: [{ kind: "passive", passive: { kind: "playTo", to: "open" } }],
});
