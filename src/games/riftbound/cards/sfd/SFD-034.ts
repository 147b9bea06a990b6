import { defineCard } from "../types.js";

/**
 * Feral Strength — Spell, Calm, 2 Energy. Reaction. [Repeat] [2] (CR 1.4 820).
 */
export default defineCard({
  code: "SFD-034",
  name: "Feral Strength",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nGive a unit +2 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
    },
  ],
});
