import { defineCard } from "../types.js";

/** Spoils of War — Spell, Body, 4 Energy + 1 Body Power. Reaction. */
export default defineCard({
  code: "OGN-144",
  name: "Spoils of War",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nIf an enemy unit has died this turn, this costs :rb_energy_2: less.\nDraw 2.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost", // 560.4, 570.2
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { happened: { kind: "died", filter: { subject: { type: "unit", controller: "enemy" } } } },
      },
    },
    { kind: "spell", effects: [{ op: "draw", n: 2 }] },
  ],
});
