import { defineCard } from "../types.js";

/** Fox-Fire — Spell (Ahri signature), Calm and Mind, 3 Energy. Hidden, Action (printed). */
export default defineCard({
  code: "OGN-256",
  name: "Fox-Fire",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nKill any number of units at a battlefield with total Might 4 or less.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "units",
          filter: { type: "unit", at: "battlefield" },
          any: true,
          group: { sameLocation: true, totalMight: { op: "<=", value: 4 } },
        },
      ],
      effects: [
        // OFAQ-53: the group is re-checked on resolution; if it no longer qualifies, a qualifying subset is chosen.
        { op: "checkGroup", target: "units", saveAs: "kill" },
        { op: "kill", what: { var: "kill" } },
      ],
    },
  ],
});
