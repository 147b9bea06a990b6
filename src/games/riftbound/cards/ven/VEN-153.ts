import { defineCard } from "../types.js";

/**
 * Matriarch of War — Legend, Body/Order.
 * "When you empower something else": an `empowered` event performed by you (CR 1.4 441.2.a) about another object;
 * "Disempower me" is a cost (CR 1.4 442).
 */
export default defineCard({
  code: "VEN-153",
  name: "Matriarch of War",
  text: "When you empower something else, empower me. (I become Empowered if I'm not already.)\nDisempower me, :rb_rune_rainbow:, :rb_exhaust:: Ready a unit.",
  abilities: [
    {
      kind: "triggered",
      on: "empowered",
      filter: { player: "you", subject: { other: true } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      cost: { disempowerSelf: true, power: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
