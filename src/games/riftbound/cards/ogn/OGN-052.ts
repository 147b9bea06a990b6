import { defineCard } from "../types.js";

/** Stalwart Poro — Unit, Calm. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-052",
  name: "Stalwart Poro",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)",
  abilities: [],
});
