import { defineCard } from "../types.js";

/**
 * Drag Under — Spell, Order, 5 Energy + 1 Order. Action. Its own cost change (560.4, 570.2) applies only while it is
 * not in its owner's hand as its cost is determined (the same block as Void Drone).
 */
export default defineCard({
  code: "SFD-164",
  name: "Drag Under",
  text: "[Action] (Play on your turn or in showdowns.)\nI cost :rb_energy_2: less to play from anywhere other than your hand.\nKill a unit at a battlefield.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { not: { is: { self: true }, filter: { at: "hand" } } },
      },
    },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "kill", what: { target: "unit" } }],
    },
  ],
});
