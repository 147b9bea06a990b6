import { defineCard } from "../types.js";

/**
 * Frigid Touch — Spell, Mind, 2 Energy. Reaction. [Repeat] [2] (CR 1.4 820): the repeated execution has its own
 * target (820.2.a). SFD FAQ: Might can go to 0 or below; the unit does not die of it (139.2.b).
 */
export default defineCard({
  code: "SFD-066",
  name: "Frigid Touch",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nGive a unit -2 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn" }],
    },
  ],
});
