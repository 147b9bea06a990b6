import { defineCard } from "../types.js";

/** Fight or Flight — Spell, Chaos, 2 Energy. Hidden, Action. */
export default defineCard({
  code: "OGN-168",
  name: "Fight or Flight",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nMove a unit from a battlefield to its base.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "moveToBase", what: { target: "unit" } }],
    },
  ],
});
