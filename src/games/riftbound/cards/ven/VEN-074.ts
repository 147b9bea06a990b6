import { defineCard } from "../types.js";

/**
 * Legion Marauder — Unit, Body, 2 Energy.
 * "[Empower] — [1] or [Body]": two Empower abilities, one per cost (CR 1.4 827.3); [Empowered] +1 Might.
 */
export default defineCard({
  code: "VEN-074",
  name: "Legion Marauder",
  text: "[Empower] — :rb_energy_1: or :rb_rune_body: (Pay either cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 :rb_might:.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 1 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "activated",
      empower: true,
      cost: { power: 1, powerDomain: "Body" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 1, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});
