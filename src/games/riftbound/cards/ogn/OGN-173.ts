import { defineCard } from "../types.js";

/** Ride the Wind — Spell, Chaos. The destination is chosen as it resolves (596, 612); then the unit is readied. */
export default defineCard({
  code: "OGN-173",
  name: "Ride the Wind",
  text: "[Action] (Play on your turn or in showdowns.)\nMove a friendly unit and ready it.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "moveChoose", what: { target: "unit" } },
        { op: "ready", what: { target: "unit" } },
      ],
    },
  ],
});
