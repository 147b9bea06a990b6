import { defineCard } from "../types.js";

/**
 * Confront — Spell, Body, 2 Energy. Action. "Units you play this turn enter ready": a passive held by its controller
 * for the turn (createEffect, 517.2.b), read as each of their units enters (139.4.a; tokens too, 176.1.d).
 */
export default defineCard({
  code: "OGN-129",
  name: "Confront",
  text: "[Action] (Play on your turn or in showdowns.)\nUnits you play this turn enter ready. Draw 1.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "createEffect", duration: "turn", passive: { kind: "enterReady", others: true } },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
