import { defineCard } from "../types.js";

/**
 * Master of Shadows — Legend, Fury, Chaos.
 * Legend. "When you banish a card you own" listens to banished events (603) of your cards; "Disempower me" is a cost (CR 1.4 442).
 */
export default defineCard({
  code: "VEN-143",
  name: "Master of Shadows",
  text: "When you banish a card you own, empower me. (I become Empowered if I'm not already.)\n[Action][>] Disempower me, :rb_exhaust:: Discard 1, then draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "banished",
      filter: { player: "you", subject: { owner: "you" } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      timing: "action",
      cost: { disempowerSelf: true, exhaust: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
