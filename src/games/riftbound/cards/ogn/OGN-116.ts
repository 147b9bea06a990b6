import { defineCard } from "../types.js";

/** Thousand-Tailed Watcher — Unit, Mind, 7 Energy + 1 Power. Accelerate. */
export default defineCard({
  code: "OGN-116",
  name: "Thousand-Tailed Watcher",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\nWhen you play me, give enemy units -3 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "might",
          what: { all: { type: "unit", controller: "enemy" } },
          amount: -3,
          duration: "turn",
          min: 1,
        },
      ],
    },
  ],
});
