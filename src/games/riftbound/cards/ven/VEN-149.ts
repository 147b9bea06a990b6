import { defineCard } from "../types.js";

/**
 * Defender of Tomorrow — Legend, Mind/Body.
 * [Empower] [2][A][A] (CR 1.4 827); the [Empowered] ability is usable only while Empowered (CR 1.4 828.1).
 */
export default defineCard({
  code: "VEN-149",
  name: "Defender of Tomorrow",
  text: "[Empower] :rb_energy_2::rb_rune_rainbow::rb_rune_rainbow: (:rb_energy_2::rb_rune_rainbow::rb_rune_rainbow:: Empower me. Use only if not Empowered.)\n:rb_energy_1:, :rb_exhaust:: Ready a gear.\n[Empowered][>] :rb_energy_1:, :rb_exhaust:: Ready 2 gear.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 2, power: 2 },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [{ op: "ready", what: { target: "gear" } }],
    },
    {
      kind: "activated",
      whileEmpowered: true,
      cost: { energy: 1, exhaust: true },
      targets: [{ id: "gear", filter: { type: "gear" }, count: 2 }],
      effects: [{ op: "ready", what: { target: "gear" } }],
    },
  ],
});
