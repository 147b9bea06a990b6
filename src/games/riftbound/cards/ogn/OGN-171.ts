import { defineCard } from "../types.js";

/** Mystic Poro — Unit, Chaos, 2 Energy. Only Vision (729, handled by the rules). */
export default defineCard({
  code: "OGN-171",
  name: "Mystic Poro",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)",
  abilities: [],
});
