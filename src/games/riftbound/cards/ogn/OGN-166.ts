import { defineCard } from "../types.js";

/** Chaos Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-166",
  name: "Chaos Rune",
  text: "",
  abilities: [],
});
