import { defineCard } from "../types.js";

/** Cull the Weak — Spell, Order, 2 Energy + 1 Power. */
export default defineCard({
  code: "OGN-209",
  name: "Cull the Weak",
  text: "Each player kills one of their units.",
  abilities: [{ kind: "spell", effects: [{ op: "each", perPlayer: "killOwnUnit" }] }],
});
