import { defineCard } from "../types.js";

/** Dune Drake — Unit, Body, 5 Energy. */
export default defineCard({
  code: "OGN-131",
  name: "Dune Drake",
  text: "When I attack, give me +2 :rb_might: this turn if there is a ready enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: { exists: { type: "unit", controller: "enemy", at: "here", state: ["ready"] } },
          then: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
        },
      ],
    },
  ],
});
