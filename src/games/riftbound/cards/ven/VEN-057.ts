import { defineCard } from "../types.js";

/**
 * Covert Informant — Unit, Mind, 3 Energy + 1 Power.
 * [Empower] [3] (CR 1.4 827); the [Empowered] trigger is active only while Empowered (CR 1.4 828.1.c).
 */
export default defineCard({
  code: "VEN-057",
  name: "Covert Informant",
  text: "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me. Use only if not Empowered.)\n[Empowered][>] When I move, draw 1.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 3 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      if: { is: { self: true }, filter: { state: ["empowered"] } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
