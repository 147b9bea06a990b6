import { defineCard } from "../types.js";

/**
 * Questionable Tome — Gear, Mind, 3 Energy.
 * "[Empower] — [exhaust]" (CR 1.4 827.1.c); "Disempower this" is a cost (CR 1.4 442), so the Tome must be Empowered.
 */
export default defineCard({
  code: "VEN-054",
  name: "Questionable Tome",
  text: "[Empower] —  :rb_exhaust: (Pay the cost: Empower me. Use only if not Empowered.)\nDisempower this, :rb_energy_1:, :rb_exhaust:: Draw 1.",
  abilities: [
    { kind: "activated", empower: true, cost: { exhaust: true }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "activated", cost: { disempowerSelf: true, energy: 1, exhaust: true }, effects: [{ op: "draw", n: 1 }] },
  ],
});
