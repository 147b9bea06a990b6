import { defineCard } from "../types.js";

/**
 * Escaped Grayback — Unit, Order, 3 Energy.
 * "[Empower] — Kill a friendly unit" (CR 1.4 827.1.c): the kill is the cost (604, 577), any friendly unit named by
 * `costCards`; [Empowered] +2 Might.
 */
export default defineCard({
  code: "VEN-124",
  name: "Escaped Grayback",
  text: "[Empower] — Kill a friendly unit (Pay the cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +2 :rb_might:.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { kill: { type: "unit", controller: "friendly" } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});
