import { defineCard } from "../types.js";

/**
 * Mournful Witness — Unit, Calm, 2 Energy.
 * "When a combat that I was in ends" listens to the combatEnded event of this unit (628); empowering an Empowered unit does nothing (CR 1.4 441.1.c).
 */
export default defineCard({
  code: "VEN-028",
  name: "Mournful Witness",
  text: "When a combat that I was in ends, empower me. (I become Empowered if I'm not already.)\n[Empowered][>] I have +2 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      on: "combatEnded",
      filter: { self: true },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});
