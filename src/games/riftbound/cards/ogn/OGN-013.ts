import { defineCard } from "../types.js";

/** Pouty Poro — Unit, Fury. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-013",
  name: "Pouty Poro",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)",
  abilities: [],
});
