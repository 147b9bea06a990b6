import { defineCard } from "../types.js";

/**
 * Against the Odds — Spell, Fury, 2 Energy. Reaction. "For each enemy unit there" is counted on resolution (563.2), at the
 * chosen unit's battlefield (`all` with `atLocationOf`).
 */
export default defineCard({
  code: "SFD-001",
  name: "Against the Odds",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield" } }],
      effects: [
        {
          op: "might",
          what: { target: "unit" },
          amount: {
            times: [{ countOf: { all: { type: "unit", controller: "enemy" }, atLocationOf: { target: "unit" } } }, 2],
          },
          duration: "turn",
        },
      ],
    },
  ],
});
