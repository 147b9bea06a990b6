import { defineCard } from "../types.js";

/** Ekko, Recurrent — Unit (Champion), Mind, 5 Energy + 1 Power. Accelerate, Deathknell. */
export default defineCard({
  code: "OGN-110",
  name: "Ekko, Recurrent",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\n[Deathknell] — Recycle me to ready your runes. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c Deathknell = "When I die"; it looks back from the trash (720.1.d).
      on: "died",
      filter: { self: true },
      zone: "trash",
      // UFAQ-02, CR 1.4 383.3.b: "Recycle me to" is the trigger's cost, paid when it is finalised.
      cost: { recycleSelf: true },
      effects: [{ op: "readyRunes", n: "all" }],
    },
  ],
});
