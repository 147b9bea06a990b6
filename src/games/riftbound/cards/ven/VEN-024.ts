import { defineCard } from "../types.js";

/**
 * Affectionate Poro — Unit, Calm, 3 Energy.
 * "When a combat that I was in ends" (combatEnded); "if I haven't been dealt damage this turn" reads this turn's damaged events about me (an intervening if, CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "VEN-024",
  name: "Affectionate Poro",
  text: "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "combatEnded",
      filter: { self: true },
      if: { not: { happened: { kind: "damaged", filter: { self: true } } } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
