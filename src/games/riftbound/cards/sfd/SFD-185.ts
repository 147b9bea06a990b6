import { defineCard } from "../types.js";

/**
 * Glorious Executioner — Legend, Fury + Chaos (Draven). "When you win a combat": once per combat (the `wonCombat`
 * events of one combat are one batch; CR 1.4 466.3).
 */
export default defineCard({
  code: "SFD-185",
  name: "Glorious Executioner",
  text: "When you win a combat, draw 1. (You win if only your units remain after combat.)",
  abilities: [
    {
      kind: "triggered",
      on: "wonCombat",
      filter: { player: "you" },
      batch: true,
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
