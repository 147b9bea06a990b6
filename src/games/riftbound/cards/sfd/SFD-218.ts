import { defineCard } from "../types.js";

/**
 * Sunken Temple — Battlefield. "With one or more Mighty units": checked as the conquest happens (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "SFD-218",
  name: "Sunken Temple",
  text: "When you conquer here with one or more [Mighty] units, you may pay :rb_energy_1: to draw 1. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      if: { exists: { type: "unit", controller: "friendly", at: "here", state: ["mighty"] } },
      effects: [{ op: "may", prompt: "Pay 1 Energy to draw 1?", cost: { energy: 1 }, then: [{ op: "draw", n: 1 }] }],
    },
  ],
});
