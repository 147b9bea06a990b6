import { defineCard } from "../types.js";

/**
 * Mister Root — Unit, Chaos, 2 Energy.
 * [Accelerate] printed. A move to a battlefield from base or from another battlefield (608).
 */
export default defineCard({
  code: "UNL-127",
  name: "Mister Root",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_chaos: as an additional cost to have me enter ready.)\nWhen I move to a battlefield, gain 2 XP.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [{ op: "gainXp", n: 2 }],
    },
  ],
});
