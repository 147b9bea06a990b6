import { defineCard } from "../types.js";

/**
 * Danger Zone — Spell (Signature), Fury + Mind, 1 Energy + 1. Reaction. [Repeat] [1][A] (CR 1.4 820).
 */
export default defineCard({
  code: "SFD-182",
  name: "Danger Zone",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_1::rb_rune_rainbow: (You may pay the additional cost to repeat this spell's effect.)\nGive your Mechs +1 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 1, anyPower: 1 } },
    {
      kind: "spell",
      effects: [
        {
          op: "might",
          what: { all: { type: "unit", controller: "friendly", tag: "Mech" } },
          amount: 1,
          duration: "turn",
        },
      ],
    },
  ],
});
