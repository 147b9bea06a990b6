import { defineCard } from "../types.js";

/**
 * Desert's Call — Spell, Calm, 2 Energy. [Repeat] [2]: the CR 1.4 820.1.d.1 worked example (two Sand Soldiers).
 * A token played without a place goes to your base or a battlefield you control (175.2).
 */
export default defineCard({
  code: "SFD-031",
  name: "Desert's Call",
  text: "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nPlay a 2 :rb_might: Sand Soldier unit token.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    { kind: "spell", effects: [{ op: "token", token: "Sand Soldier", n: 1, at: "choose" }] },
  ],
});
