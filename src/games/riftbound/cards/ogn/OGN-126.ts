import { defineCard } from "../types.js";

/** Body Rune: a basic rune; its two abilities (157.2) are built into the rules. */
export default defineCard({
  code: "OGN-126",
  name: "Body Rune",
  text: "",
  abilities: [],
});
