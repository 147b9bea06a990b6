import { defineCard } from "../types.js";

/**
 * Frostcoat Mother — Unit, Calm, 3 Energy.
 * [Empower] [12], [1] less for each rune you control (an ability cost discount, 560.4, never below 0, 560.5;
 * CR 1.4 827); [Empowered] +3 Might (828).
 */
export default defineCard({
  code: "VEN-032",
  name: "Frostcoat Mother",
  text: "[Empower] :rb_energy_12:. This ability costs :rb_energy_1: less for each rune you control. (Pay the cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +3 :rb_might:.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 12, discount: { energy: { count: { type: "rune", controller: "friendly" } } } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 3, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});
