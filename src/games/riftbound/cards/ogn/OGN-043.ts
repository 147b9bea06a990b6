import { defineCard } from "../types.js";

/** Charm — Spell, Calm, 1 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-043",
  name: "Charm",
  text: "Move an enemy unit.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      // 612: the controller of the spell chooses a legal destination.
      effects: [{ op: "moveChoose", what: { target: "unit" } }],
    },
  ],
});
