import { defineCard } from "../types.js";

/** Mega-Mech — Unit, Mind. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-088",
  name: "Mega-Mech",
  text: "",
  abilities: [],
});
