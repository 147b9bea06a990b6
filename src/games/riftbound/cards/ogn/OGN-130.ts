import { defineCard } from "../types.js";

/** Crackshot Corsair — Unit, Body, 3 Energy. */
export default defineCard({
  code: "OGN-130",
  name: "Crackshot Corsair",
  text: "When I attack, deal 1 to an enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: 1, to: { target: "enemy" } }],
    },
  ],
});
