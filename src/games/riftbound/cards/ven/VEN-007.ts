import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Punching Poro — Unit, Fury, 2 Energy.
 * [Empower] — Discard 1 is the activated ability "Discard 1: Empower me" (CR 1.4 827.1.c.1-2); [Empowered] +1 Might (828).
 */
export default defineCard({
  code: "VEN-007",
  name: "Punching Poro",
  text: "[Empower] — Discard 1 (Pay the cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 :rb_might:.",
  abilities: [
    { kind: "activated", empower: true, cost: { discard: 1 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "passive", passive: { kind: "might", amount: 1, when: EMP } },
  ],
});
