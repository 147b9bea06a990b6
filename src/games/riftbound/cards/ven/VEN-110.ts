import { defineCard } from "../types.js";

/**
 * Mel, Defiant Soul — Unit (Champion), Chaos, 5 Energy.
 * [Empower] — Discard a spell (CR 1.4 827.1.c.2: a non-resource cost); "When I become [Empowered]" listens to the empowered event (CR 1.4 441.2.a, 828.1.d). The banished unit is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "VEN-110",
  name: "Mel, Defiant Soul",
  text: "[Empower] — Discard a spell (Pay the cost: Empower me. Use only if not Empowered.)\nWhen I become [Empowered], banish an enemy unit at a battlefield with 3 :rb_might: or less.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { discard: 1, discardFilter: { type: "spell" } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: "empowered",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield", maxMight: 3 } }],
      effects: [{ op: "banish", what: { target: "unit" } }],
    },
  ],
});
