import { defineCard } from "../types.js";

/** Zephyr Sage — Unit, Calm. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGS-005",
  name: "Zephyr Sage",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)",
  abilities: [],
});
