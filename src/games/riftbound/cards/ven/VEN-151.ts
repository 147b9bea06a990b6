import { defineCard } from "../types.js";

/**
 * Soul's Reflection — Legend, Mind/Chaos.
 * "When you empower something else": an `empowered` event performed by you (CR 1.4 441.2.a) about another object;
 * "Disempower me" is a cost (CR 1.4 442).
 */
export default defineCard({
  code: "VEN-151",
  name: "Soul's Reflection",
  text: "When you empower something else, empower me. (I become Empowered if I'm not already.)\nDisempower me, :rb_exhaust:: Give a unit at a battlefield -2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "empowered",
      filter: { player: "you", subject: { other: true } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      cost: { disempowerSelf: true, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn" }],
    },
  ],
});
