import { defineCard } from "../types.js";

/**
 * Wuju Apprentice — Unit, Calm, 2 Energy.
 * [Hunt] printed (CR 1.4 823). "[Level 6] When you play me, draw 1": the trigger is active only while you have 6 XP as you play him (CR 1.4 824.1.c).
 */
export default defineCard({
  code: "UNL-040",
  name: "Wuju Apprentice",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\n[Level 6][>] When you play me, draw 1. (While you have 6+ XP, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { xpAtLeast: 6 },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
