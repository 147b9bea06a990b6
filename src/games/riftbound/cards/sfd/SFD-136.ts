import { defineCard } from "../types.js";

/**
 * Hard Bargain — Spell, Chaos, 2 Energy. Reaction; Repeat [2] (CR 1.4 820). "Unless its controller pays [2]": that
 * player decides on resolution (CR 1.4 355.10), asked only if they can pay.
 */
export default defineCard({
  code: "SFD-136",
  name: "Hard Bargain",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nCounter a spell unless its controller pays :rb_energy_2:.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [
        {
          op: "may",
          who: "controllerOfTarget",
          ref: { target: "spell" },
          cost: { energy: 2 },
          prompt: "Hard Bargain: pay [2] so your spell is not countered?",
          then: [],
          else: [{ op: "counter", what: { target: "spell" } }],
        },
      ],
    },
  ],
});
