import { defineCard } from "../types.js";

/** Sai Scout — Unit, Chaos, 6 Energy. Vision (729, printed) and may be played to an open battlefield. */
export default defineCard({
  code: "OGN-174",
  name: "Sai Scout",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nYou may play me to an open battlefield.",
  abilities: [{ kind: "passive", passive: { kind: "playTo", to: "open" } }],
});
