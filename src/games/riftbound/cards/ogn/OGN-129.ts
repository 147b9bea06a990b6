import { defineCard } from "../types.js";

/** Confront — Spell, Body, 2 Energy. Action. */
export default defineCard({
  code: "OGN-129",
  name: "Confront",
  text: "[Action] (Play on your turn or in showdowns.)\nUnits you play this turn enter ready. Draw 1.",
  abilities: [{ kind: "spell", effects: [{ op: "unitsEnterReadyThisTurn" }, { op: "draw", n: 1 }] }],
});
