import { defineCard } from "../types.js";

/**
 * Salvage — Spell, Order, 2 Energy + 1 Order Power. Action (printed). Errata (Origins Card Errata): "You may kill up
 * to one gear. Draw 1." — the gear is an "up to one" target (559.3.d.3), so the spell can be played without one.
 */
export default defineCard({
  code: "OGN-224",
  name: "Salvage",
  text: "[Action] (Play on your turn or in showdowns.)\nYou may kill a gear. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "gear", filter: { type: "gear" }, upTo: true }],
      effects: [
        { op: "kill", what: { target: "gear" } },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
