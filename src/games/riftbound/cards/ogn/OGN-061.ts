import { defineCard } from "../types.js";

/** Poro Herder — Unit, Calm, 3 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-061",
  name: "Poro Herder",
  text: "When you play me, if you control a Poro, buff me and draw 1. (If I don't have a buff, I get a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      // CR 1.4 383.2.a.1: the "if" right after the condition is part of it (checked as I am played).
      if: { exists: { type: "unit", controller: "friendly", tag: "Poro" } },
      effects: [
        { op: "buff", what: { self: true } },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
