import { defineCard } from "../types.js";

/**
 * Shen, Scourge of Shadows — Unit (Champion), Calm, 5 Energy + 1 Power.
 * "When I hold, if …": an intervening if (CR 1.4 383.2.a.1), exactly one other friendly unit at my battlefield.
 */
export default defineCard({
  code: "VEN-042",
  name: "Shen, Scourge of Shadows",
  text: "When I hold, if there is exactly one other unit you control here, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      if: {
        compare: [{ count: { type: "unit", controller: "friendly", other: true, at: "here" } }, { op: "=", value: 1 }],
      },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
