import { defineCard } from "../types.js";

/**
 * Fae Dragon — Unit, Body, 7 Energy + 1 Power. The play trigger chooses up to four friendly units as it goes on the
 * chain (559.3.d.3), itself included once on the board. "When you spend a buff" (702.2.b): once per buff spent, as a
 * cost or by an instruction (event `buffSpent`).
 */
export default defineCard({
  code: "SFD-101",
  name: "Fae Dragon",
  text: "When you play me, buff up to four friendly units. (Give each a +1 :rb_might: buff if it doesn't have one.)\nWhen you spend a buff, play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "units", filter: { type: "unit", controller: "friendly" }, count: 4, upTo: true }],
      effects: [{ op: "buff", what: { target: "units" } }],
    },
    {
      kind: "triggered",
      on: "buffSpent",
      filter: { player: "you" },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});
