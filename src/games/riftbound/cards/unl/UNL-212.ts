import { defineCard } from "../types.js";

/** Frozen Fortress — Battlefield. Each player's Beginning Phase (CR 1.4 315.2.a.1, before scoring): 1 to each unit here. */
export default defineCard({
  code: "UNL-212",
  name: "Frozen Fortress",
  text: "At the start of each player's Beginning Phase, deal 1 to each unit here. (This happens before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase",
      effects: [{ op: "damage", amount: 1, to: { all: { type: "unit", at: "here" } } }],
    },
  ],
});
