import { defineCard } from "../types.js";

/** Possession — Spell, Chaos. Control changes (CR 1.4 750), then a recall to its new controller's base (616, not a move). */
export default defineCard({
  code: "OGN-203",
  name: "Possession",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose an enemy unit at a battlefield. Take control of it and recall it. (Send it to your base. This isn't a move.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [
        { op: "gainControl", what: { target: "unit" }, saveAs: "it" },
        { op: "recall", what: { var: "it" } },
      ],
    },
  ],
});
