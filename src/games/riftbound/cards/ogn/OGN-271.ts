import { defineCard } from "../types.js";

/**
 * Recruit (DE) — token printing of the Recruit (178.1: a 1 Might Recruit unit token). Tokens are made by the engine
 * (rules/catalogue.ts TOKEN_CARDS); this printing has no rules text.
 */
export default defineCard({
  code: "OGN-271",
  name: "Recruit (DE)",
  text: "",
  abilities: [],
});
