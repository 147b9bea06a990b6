import { defineCard } from "../types.js";

/** Wraith of Echoes — Unit, Mind, 6 Energy + 1 Power. */
export default defineCard({
  code: "OGN-118",
  name: "Wraith of Echoes",
  text: "The first time a friendly unit dies each turn, draw 1.",
  abilities: [
    {
      kind: "triggered",
      // "The first time a friendly unit dies each turn": the turn's first "died" event of a friendly unit.
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly" } },
      limit: { nth: 1, per: "turn" },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
