import { defineCard } from "../types.js";

/** Cannon Barrage — Spell, Body, 2 Energy + 1 Body Power. Reaction. */
export default defineCard({
  code: "OGN-127",
  name: "Cannon Barrage",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nDeal 2 to all enemy units in combat.",
  abilities: [
    {
      kind: "spell",
      effects: [{ op: "damage", amount: 2, to: { all: { type: "unit", controller: "enemy", inCombat: true } } }],
    },
  ],
});
