import { defineCard } from "../types.js";

/**
 * Hextech Disc — Gear, Body, 4 Energy + 1 Power.
 * "[Empower] — [exhaust]" (CR 1.4 827.1.c); "Disempower this" is a cost (CR 1.4 442). The Mech token: CR 1.4 187.4.
 */
export default defineCard({
  code: "VEN-087",
  name: "Hextech Disc",
  text: "[Empower] — :rb_exhaust: (Pay the cost: Empower this. Use only if not Empowered.)\nDisempower this, :rb_energy_1:, :rb_exhaust:: Play a 3 :rb_might: Mech unit token to your base.",
  abilities: [
    { kind: "activated", empower: true, cost: { exhaust: true }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "activated",
      cost: { disempowerSelf: true, energy: 1, exhaust: true },
      effects: [{ op: "token", token: "Mech", n: 1, at: "base" }],
    },
  ],
});
