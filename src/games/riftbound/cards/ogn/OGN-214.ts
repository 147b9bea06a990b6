import { defineCard } from "../types.js";

/** Order Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-214",
  name: "Order Rune",
  text: "",
  abilities: [],
});
