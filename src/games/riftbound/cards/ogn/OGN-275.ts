import { defineCard } from "../types.js";

/** Altar to Unity — Battlefield, Colorless. */
export default defineCard({
  code: "OGN-275",
  name: "Altar to Unity",
  text: "When you hold here, play a 1 :rb_might: Recruit unit token in your base.",
  abilities: [
    {
      kind: "triggered",
      on: "held", // 630.2: controlled by the player who held (a battlefield's "you")
      filter: { here: true },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "base" }],
    },
  ],
});
