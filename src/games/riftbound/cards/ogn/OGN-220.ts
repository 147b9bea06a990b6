import { defineCard } from "../types.js";

/** Facebreaker — Spell, Order, 2 Energy. Hidden, Action (printed). */
export default defineCard({
  code: "OGN-220",
  name: "Facebreaker",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nStun a friendly unit and an enemy unit at the same battlefield. (They don't deal combat damage this turn.)",
  abilities: [
    {
      kind: "spell",
      // Two targets chosen as a group at one battlefield (559.3).
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly", at: "battlefield" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" }, sameLocationAs: "friendly" },
      ],
      effects: [
        { op: "stun", what: { target: "friendly" } },
        { op: "stun", what: { target: "enemy" } },
      ],
    },
  ],
});
