import { defineCard } from "../types.js";

/** Portal Rescue — Spell, Mind, 3 Energy + 1 Power. Action. */
export default defineCard({
  code: "OGN-102",
  name: "Portal Rescue",
  text: "[Action] (Play on your turn or in showdowns.)\nBanish a friendly unit, then play it to base, ignoring its cost.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "banish", what: { target: "unit" }, saveAs: "rescued" },
        { op: "playToBaseIgnoringCost", var: "rescued" },
      ],
    },
  ],
});
