import { defineCard } from "../types.js";

/**
 * Bonds of Strength — Spell, Order, 2 Energy. Reaction; Repeat [2] (CR 1.4 820).
 */
export default defineCard({
  code: "SFD-151",
  name: "Bonds of Strength",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nGive two friendly units each +1 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "units", filter: { type: "unit", controller: "friendly" }, count: 2 }],
      effects: [{ op: "might", what: { target: "units" }, amount: 1, duration: "turn" }],
    },
  ],
});
