import { defineCard } from "../types.js";

/** The Grand Plaza — Battlefield, Colorless. */
export default defineCard({
  code: "OGN-293",
  name: "The Grand Plaza",
  text: "When you hold here, if you have 7+ units here, you win the game.",
  abilities: [
    {
      kind: "triggered",
      on: "held", // 630.2: controlled by the player who held (a battlefield's "you")
      filter: { here: true },
      effects: [{ op: "if", cond: { unitsHereAtLeast: 7 }, then: [{ op: "win" }] }],
    },
  ],
});
