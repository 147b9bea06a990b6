import { defineCard } from "../types.js";

/**
 * The Syren — Gear, Chaos. Errata (vocabulary-plan §2 ⓔ, OFAQ-63): "to its base" — a unit goes to its
 * controller's base; for a friendly unit that is your base, as printed.
 */
export default defineCard({
  code: "OGN-184",
  name: "The Syren",
  text: ":rb_energy_1:, :rb_exhaust:: Move a friendly unit at a battlefield to your base.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield" } }],
      effects: [{ op: "moveToBase", what: { target: "unit" } }],
    },
  ],
});
