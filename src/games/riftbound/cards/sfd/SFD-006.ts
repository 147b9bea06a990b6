import { defineCard } from "../types.js";

/**
 * Eager Drakehound — Unit, Fury, 3 Energy + 1 Fury. "I enter ready" (139.4.a).
 */
export default defineCard({
  code: "SFD-006",
  name: "Eager Drakehound",
  text: "I enter ready.",
  abilities: [{ kind: "passive", passive: { kind: "enters", state: "ready" } }],
});
