import { defineCard } from "../types.js";

/**
 * Existential Dread — Spell, Chaos, 1 Energy + 1 Power.
 * Action and [Repeat] [2] printed (CR 1.4 820). "If it's already stunned" is checked as the instruction is followed (568.3); a unit stunned by this same spell's first execution is "already stunned" for the repeat.
 */
export default defineCard({
  code: "UNL-134",
  name: "Existential Dread",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\n[Stun] an attacking enemy unit. If it's already stunned, return it to its owner's hand instead. (A stunned unit doesn't deal combat damage this turn.)",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", state: ["attacking"] } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { state: ["stunned"] } },
          then: [{ op: "returnToHand", what: { target: "unit" } }],
          else: [{ op: "stun", what: { target: "unit" } }],
        },
      ],
    },
  ],
});
