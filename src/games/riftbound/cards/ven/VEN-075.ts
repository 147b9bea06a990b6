import { defineCard } from "../types.js";

/**
 * Platewyrm Egg — Gear, Body, 3 Energy.
 * "This enters exhausted" (563.1.d); "[Empower] — [1], [exhaust]" (CR 1.4 827.1.c); the [Add] ability resolves at
 * once (605.2) and reads whether this is Empowered as it does.
 */
export default defineCard({
  code: "VEN-075",
  name: "Platewyrm Egg",
  text: "This enters exhausted.\n[Empower] — :rb_energy_1:, :rb_exhaust: (Pay the cost: Empower this. Use only if not Empowered.)\n[Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:. If this is [Empowered], [Add] :rb_energy_2: instead.",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "activated",
      empower: true,
      cost: { energy: 1, exhaust: true },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2
      effects: [
        {
          op: "if",
          cond: { is: { self: true }, filter: { state: ["empowered"] } },
          then: [{ op: "add", energy: 2 }],
          else: [{ op: "add", energy: 1 }],
        },
      ],
    },
  ],
});
