import { defineCard } from "../types.js";

/**
 * Concentrate — Spell, Body, 5 Energy.
 * [Level 6] / [Level 11] cost reductions (CR 1.4 824.1.c; 560.4, 570.2): 2 less from 6 XP, 4 less "instead" from 11
 * (the Level 11 reduction replaces the Level 6 one, so they never add up).
 */
export default defineCard({
  code: "UNL-091",
  name: "Concentrate",
  text: "Draw 2.\n[Level 6][>] This costs :rb_energy_2: less. (While you have 6+ XP, get the effect.)\n[Level 11][>] This costs :rb_energy_4: less instead.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { and: [{ xpAtLeast: 6 }, { not: { xpAtLeast: 11 } }] },
      },
    },
    {
      kind: "passive",
      passive: { kind: "cost", mod: { discount: { energy: 4 } }, applies: { self: true }, when: { xpAtLeast: 11 } },
    },
    { kind: "spell", effects: [{ op: "draw", n: 2 }] },
  ],
});
