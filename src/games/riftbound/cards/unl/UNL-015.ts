import { defineCard } from "../types.js";

/**
 * Right of Conquest — Spell, Fury, 3 Energy + 1 Power.
 * "Battlefields you or allies control": battlefields with a friendly controller (648.8.d), counted as it resolves.
 */
export default defineCard({
  code: "UNL-015",
  name: "Right of Conquest",
  text: "Draw 1, then draw 1 for each battlefield you or allies control.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "draw", n: 1 },
        { op: "draw", n: { count: { type: "battlefield", controller: "friendly" } } },
      ],
    },
  ],
});
