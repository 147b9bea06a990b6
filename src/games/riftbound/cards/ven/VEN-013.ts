import { defineCard } from "../types.js";

/**
 * Shadow Assassin — Unit, Fury, 5 Energy.
 * "A card with my name" compares names (139.1) in your trash; checked as I enter (139.4.a).
 */
export default defineCard({
  code: "VEN-013",
  name: "Shadow Assassin",
  text: "I enter ready if you have a card with my name in your trash.",
  abilities: [{ kind: "passive", passive: { kind: "enterReady", when: { exists: { at: "trash", sameName: true } } } }],
});
