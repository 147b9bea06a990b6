import { defineCard } from "../types.js";

/** Anivia, Primal — Unit (Champion), Body, 7 Energy + 2 Body Power, 8 Might. */
export default defineCard({
  code: "OGN-148",
  name: "Anivia, Primal",
  text: "When I attack, deal 3 to all enemy units here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked", // 620: I became an attacker
      filter: { self: true },
      effects: [{ op: "damage", amount: 3, to: { all: { type: "unit", controller: "enemy", at: "here" } } }],
    },
  ],
});
