import { defineCard } from "../types.js";

/** Pridestalker — Legend, Fury + Body (Rengar). The unit given +1 is chosen as the trigger goes on the chain (559.3). */
export default defineCard({
  code: "UNL-183",
  name: "Pridestalker",
  text: "When you play a unit, give a unit +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "unit" } },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 1, duration: "turn" }],
    },
  ],
});
