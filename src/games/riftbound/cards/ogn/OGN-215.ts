import { defineCard } from "../types.js";

/** Petty Officer — Unit, Order. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-215",
  name: "Petty Officer",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)",
  abilities: [],
});
