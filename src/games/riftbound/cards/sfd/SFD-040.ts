import { defineCard } from "../types.js";

/**
 * Thwonk! — Spell, Calm, 2 Energy. Action. [Repeat] [2] (CR 1.4 820); stun (599).
 */
export default defineCard({
  code: "SFD-040",
  name: "Thwonk!",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nStun an attacking unit. (It doesn't deal combat damage this turn.)",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", state: ["attacking"] } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});
