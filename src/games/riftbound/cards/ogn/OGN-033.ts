import { defineCard } from "../types.js";

/**
 * Shakedown — Spell, Fury, 2 Energy + 1 Fury Power. Reaction. "Unless its controller has you draw 2": on
 * resolution the chosen unit's controller chooses (CR 1.4 355.10, a choice by another player, not a target):
 * yes, the spell's controller draws 2; no, 6 damage to the unit.
 */
export default defineCard({
  code: "OGN-033",
  name: "Shakedown",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose an enemy unit. Deal 6 to it unless its controller has you draw 2.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      effects: [
        {
          op: "may",
          who: "controllerOfTarget",
          ref: { target: "unit" },
          prompt: "Shakedown: let its controller draw 2? (Otherwise it deals 6 to your unit.)",
          then: [{ op: "draw", n: 2 }],
          else: [{ op: "damage", amount: 6, to: { target: "unit" } }],
        },
      ],
    },
  ],
});
