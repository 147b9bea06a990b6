import { defineCard } from "../types.js";

/**
 * Marching Orders — Spell, Body, 3 Energy. Action; Repeat [3] (CR 1.4 820). The two units deal damage equal to their
 * Mights to each other (both Mights read first, 139.3).
 */
export default defineCard({
  code: "SFD-114",
  name: "Marching Orders",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_3: (You may pay the additional cost to repeat this spell's effect.)\nChoose a friendly unit anywhere and an enemy unit at a battlefield. They deal damage equal to their Mights to each other.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 3 } },
    {
      kind: "spell",
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } },
      ],
      effects: [{ op: "fight", a: { target: "friendly" }, b: { target: "enemy" } }],
    },
  ],
});
