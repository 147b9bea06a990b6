import { defineCard } from "../types.js";

/**
 * Acceleration Gate — Spell (Signature), Mind/Body, 3 Energy + 1 Power. "Ready up to 4 units, gear, and/or runes":
 * up to four choices among units, gear and runes on the board, any player's (559.3.d.3, 593).
 */
export default defineCard({
  code: "VEN-150",
  name: "Acceleration Gate",
  text: "Ready up to 4 units, gear, and/or runes.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "things",
          filter: { anyOf: [{ type: "unit" }, { type: "gear" }, { type: "rune" }] },
          count: 4,
          upTo: true,
        },
      ],
      effects: [{ op: "ready", what: { target: "things" } }],
    },
  ],
});
