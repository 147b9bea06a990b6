import { defineCard } from "../types.js";

/** The Ruination — Spell, Order, 9 Energy + 3 Order Power. Every unit dies at once (604). */
export default defineCard({
  code: "UNL-180",
  name: "The Ruination",
  text: "Kill all units.",
  abilities: [{ kind: "spell", effects: [{ op: "kill", what: { all: { type: "unit" } } }] }],
});
