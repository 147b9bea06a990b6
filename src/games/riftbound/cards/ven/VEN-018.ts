import { defineCard } from "../types.js";

/**
 * Rage Amplifier — Gear, Fury, 4 Energy + 1 Power.
 * [Empower] [6][Fury] (CR 1.4 827); "If I'm [Empowered], … instead" is the same passive with its other amount, each
 * active only in its state (CR 1.4 828).
 */
export default defineCard({
  code: "VEN-018",
  name: "Rage Amplifier",
  text: "[Empower] :rb_energy_6::rb_rune_fury: (:rb_energy_6::rb_rune_fury:: Empower this. Use only if not Empowered.)\nYour units have +1 :rb_might:. If I'm [Empowered], they have +2 :rb_might: instead.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 6, power: 1, powerDomain: "Fury" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: { type: "unit", controller: "friendly" },
        when: { not: { is: { self: true }, filter: { state: ["empowered"] } } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 2,
        filter: { type: "unit", controller: "friendly" },
        when: { is: { self: true }, filter: { state: ["empowered"] } },
      },
    },
  ],
});
