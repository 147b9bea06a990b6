import { defineCard } from "../types.js";

/** Last Stand — Spell, Calm, 3 Energy + 1 Calm Power. Action (printed). */
export default defineCard({
  code: "OGN-069",
  name: "Last Stand",
  text: "[Action] (Play on your turn or in showdowns.)\nDouble a friendly unit's Might this turn. Give it [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        // "Double its Might this turn": +X where X is its Might as this resolves (139.2).
        { op: "might", what: { target: "unit" }, amount: { mightOf: { target: "unit" } }, duration: "turn" },
        // No duration printed: Temporary lasts while it stays on the board (713.3.a.3, 728).
        { op: "keyword", what: { target: "unit" }, keyword: "Temporary", duration: "permanent" },
      ],
    },
  ],
});
