import { defineCard } from "../types.js";

/**
 * Downstage Dramatics — Spell, Mind, 2 Energy.
 * Reaction and [Repeat] [2] printed (CR 1.4 820).
 */
export default defineCard({
  code: "UNL-061",
  name: "Downstage Dramatics",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nDraw 1.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    { kind: "spell", effects: [{ op: "draw", n: 1 }] },
  ],
});
