import { defineCard } from "../types.js";

/** Calm Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-042",
  name: "Calm Rune",
  text: "",
  abilities: [],
});
