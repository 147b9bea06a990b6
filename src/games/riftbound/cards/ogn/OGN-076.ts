import { defineCard } from "../types.js";

/** Yasuo, Remorseful — Unit (Champion), Calm, 6 Energy + 2 Calm Power. */
export default defineCard({
  code: "OGN-076",
  name: "Yasuo, Remorseful",
  text: "When I attack, deal damage equal to my Might to an enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: { mightOf: { self: true } }, to: { target: "enemy" } }],
    },
  ],
});
