import { defineCard } from "../types.js";

/** Jeweled Colossus — Unit, Mind, 5 Energy. Vision, Shield. */
export default defineCard({
  code: "OGN-086",
  name: "Jeweled Colossus",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\n[Shield] (+1 :rb_might: while I'm a defender.)",
  abilities: [],
});
