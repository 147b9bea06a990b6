import { defineCard } from "../types.js";

/**
 * Renata Glasc, Industrialist — Unit (Champion), Order, 4 Energy + 1. "Your tokens enter ready": a replacement of how
 * they enter (CR 1.4 369.3), for unit and gear tokens alike — a Gold gear token "played exhausted" enters ready too
 * (docs/rules-decisions.md).
 */
export default defineCard({
  code: "SFD-171",
  name: "Renata Glasc, Industrialist",
  text: "Your tokens enter ready.",
  abilities: [{ kind: "passive", passive: { kind: "enterReady", others: true, filter: { token: true } } }],
});
