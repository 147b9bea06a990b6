import { defineCard } from "../types.js";

/** Might of Demacia - Starter — Legend, Body, Order. */
export default defineCard({
  code: "OGS-023",
  name: "Might of Demacia - Starter",
  text: "When you conquer, if you have 4+ units at that battlefield, draw 2.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you" },
      effects: [{ op: "if", cond: { unitsHereAtLeast: 4 }, then: [{ op: "draw", n: 2 }] }],
    },
  ],
});
