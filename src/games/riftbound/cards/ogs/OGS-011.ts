import { defineCard } from "../types.js";

/** Flash — Spell, Chaos, 2 Energy. Reaction. Moves up to 2 friendly units (at battlefields) to base. */
export default defineCard({
  code: "OGS-011",
  name: "Flash",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nMove up to 2 friendly units to base.",
  abilities: [
    {
      kind: "spell",
      // A unit already in base cannot move to base (140.4.b), so only units at battlefields are choices.
      targets: [
        { id: "units", filter: { type: "unit", controller: "friendly", at: "battlefield" }, count: 2, upTo: true },
      ],
      effects: [{ op: "moveToBase", what: { target: "units" } }],
    },
  ],
});
