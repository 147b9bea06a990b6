import { defineCard } from "../types.js";

/** Shipyard Skulker — Unit, Chaos, 3 Energy, 3 Might. No rules text (the card data's text is empty). */
export default defineCard({
  code: "OGN-175",
  name: "Shipyard Skulker",
  text: "",
  abilities: [],
});
