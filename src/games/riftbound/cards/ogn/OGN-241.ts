import { defineCard } from "../types.js";

/** Shen, Kinkou — Unit (Champion), Order, 3 Energy + 1 Order Power. Only printed keywords (Reaction, Shield 2, Tank). */
export default defineCard({
  code: "OGN-241",
  name: "Shen, Kinkou",
  text: "[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\n[Shield 2] (+2 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)",
  abilities: [],
});
