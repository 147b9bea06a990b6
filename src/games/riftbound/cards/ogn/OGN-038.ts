import { defineCard } from "../types.js";

/** Kadregrin the Infernal — Unit, Fury, 9 Energy + 2 Fury Power. Counts on resolution, himself included (706). */
export default defineCard({
  code: "OGN-038",
  name: "Kadregrin the Infernal",
  text: "When you play me, draw 1 for each of your [Mighty] units. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "draw", n: { count: { type: "unit", controller: "friendly", state: ["mighty"] } } }],
    },
  ],
});
