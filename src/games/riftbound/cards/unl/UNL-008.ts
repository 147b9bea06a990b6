import { defineCard } from "../types.js";

/**
 * Towering Pairofant — Unit, Fury, 6 Energy.
 * "If a unit died this turn, I enter ready": checked as he enters (563.1.c, 568.3).
 */
export default defineCard({
  code: "UNL-008",
  name: "Towering Pairofant",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)\nIf a unit died this turn, I enter ready.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enters",
        state: "ready",
        when: { happened: { kind: "died", filter: { subject: { type: "unit" } } } },
      },
    },
  ],
});
