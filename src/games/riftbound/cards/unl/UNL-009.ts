import { defineCard } from "../types.js";

/**
 * Upstage Comedy — Spell, Fury, 2 Energy.
 * [Repeat] [2] (CR 1.4 820): paid, the instruction runs again with a second target chosen on play.
 */
export default defineCard({
  code: "UNL-009",
  name: "Upstage Comedy",
  text: "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nReady a unit.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
