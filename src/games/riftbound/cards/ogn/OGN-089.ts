import { defineCard } from "../types.js";

/** Mind Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-089",
  name: "Mind Rune",
  text: "",
  abilities: [],
});
