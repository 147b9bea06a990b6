import { defineCard } from "../types.js";

/** Sunlit Guardian — Unit, Calm, 3 Energy. Shield, Tank (printed keywords, handled by the rules). */
export default defineCard({
  code: "OGN-054",
  name: "Sunlit Guardian",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)",
  abilities: [],
});
