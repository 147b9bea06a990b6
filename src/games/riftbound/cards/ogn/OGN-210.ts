import { defineCard } from "../types.js";

/** Daring Poro — Unit, Order. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-210",
  name: "Daring Poro",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)",
  abilities: [],
});
