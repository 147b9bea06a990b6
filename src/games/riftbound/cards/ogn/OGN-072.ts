import { defineCard } from "../types.js";

/** Solari Shrine — Gear, Calm, 3 Energy. "You kill" (604.1.a): your spell's or ability's kill instruction, or
 * lethal damage dealt by your spells, abilities or units (docs/vocabulary-plan.md §5.3) */
export default defineCard({
  code: "OGN-072",
  name: "Solari Shrine",
  text: "When you kill a stunned enemy unit, you may exhaust this to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "enemy" }, killedBy: "you", data: { stunned: true } },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Solari Shrine to draw 1?",
          cost: { exhaustSelf: true },
          then: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});
