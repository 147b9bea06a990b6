import { defineCard } from "../types.js";

/** Rune Prison — Spell, Calm, 2 Energy + 1 Calm Power. Action. */
export default defineCard({
  code: "OGN-050",
  name: "Rune Prison",
  text: "[Action] (Play on your turn or in showdowns.)\nStun a unit. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});
