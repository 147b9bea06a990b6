import { defineCard } from "../types.js";

/** Playful Phantom — Unit, Calm. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-049",
  name: "Playful Phantom",
  text: "",
  abilities: [],
});
