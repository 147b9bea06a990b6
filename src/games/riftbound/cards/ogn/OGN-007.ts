import { defineCard } from "../types.js";

/** Fury Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-007",
  name: "Fury Rune",
  text: "",
  abilities: [],
});
