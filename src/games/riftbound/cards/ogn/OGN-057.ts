import { defineCard } from "../types.js";

/** Block — Spell, Calm, 2 Energy. Hidden, Action. */
export default defineCard({
  code: "OGN-057",
  name: "Block",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nGive a unit [Shield 3] and [Tank] this turn. (+3 :rb_might: while it's a defender. It must be assigned combat damage first.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "keyword", what: { target: "unit" }, keyword: "Shield 3", duration: "turn" },
        { op: "keyword", what: { target: "unit" }, keyword: "Tank", duration: "turn" },
      ],
    },
  ],
});
