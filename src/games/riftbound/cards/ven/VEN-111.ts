import { defineCard } from "../types.js";

/** Minah Swiftfoot — Unit, Chaos, 6 Energy + 1 Power. "When I move to a battlefield" (608); the mode is chosen on resolution (CR 1.4 355.3). */
export default defineCard({
  code: "VEN-111",
  name: "Minah Swiftfoot",
  text: "When I move to a battlefield, choose one —\n- Each player discards 1.\n- Each player draws 1.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [
        {
          op: "modes",
          prompt: "Minah Swiftfoot: each player discards 1, or each player draws 1?",
          modes: [
            { label: "Each player discards 1", effects: [{ op: "discard", n: 1, who: "eachPlayer" }] },
            { label: "Each player draws 1", effects: [{ op: "draw", n: 1, who: "eachPlayer" }] },
          ],
        },
      ],
    },
  ],
});
