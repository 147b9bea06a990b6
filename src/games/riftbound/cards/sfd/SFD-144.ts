import { defineCard } from "../types.js";

/**
 * Spirit Wheel — Gear, Chaos, 2 Energy. "When you choose a friendly unit": as a target of a spell (`chosen`) or an
 * ability (`chosenByAbility`, 559.3); "you may pay [1] and exhaust this to" is the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-144",
  name: "Spirit Wheel",
  text: "When you choose a friendly unit, you may pay :rb_energy_1: and exhaust this to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: ["chosen", "chosenByAbility"],
      filter: { player: "you", subject: { type: "unit", controller: "friendly" } },
      cost: { pay: { energy: 1, exhaustSelf: true } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
