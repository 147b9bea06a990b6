import { defineCard } from "../types.js";

/** Tasty Faefolk — Unit, Calm, 7 Energy. Accelerate (printed keyword). */
export default defineCard({
  code: "OGN-075",
  name: "Tasty Faefolk",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_calm: as an additional cost to have me enter ready.)\n[Deathknell] — Channel 2 runes exhausted and draw 1. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c-d: Deathknell = "When I die, …", looking back at the unit from the trash.
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        { op: "channel", n: 2, exhausted: true },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
