import { defineCard } from "../types.js";

/**
 * Production Surge — Spell, Mind, 4 Energy + 1 Mind.
 */
export default defineCard({
  code: "SFD-076",
  name: "Production Surge",
  text: "This costs :rb_energy_2: less if you control a Mech.\nPlay a 3 :rb_might: Mech unit token to your base.\nDraw 1.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { self: true },
        mod: { discount: { energy: 2 } },
        when: { exists: { type: "unit", controller: "friendly", tag: "Mech" } },
      },
    },
    {
      kind: "spell",
      effects: [
        { op: "token", token: "Mech", n: 1, at: "base" },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
