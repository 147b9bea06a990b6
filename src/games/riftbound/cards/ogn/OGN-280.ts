import { defineCard } from "../types.js";

/** Grove of the God-Willow — Battlefield. Its hold trigger is controlled by the player who held. */
export default defineCard({
  code: "OGN-280",
  name: "Grove of the God-Willow",
  text: "When you hold here, draw 1.",
  abilities: [
    // 630.2: controlled by the player who held
    { kind: "triggered", on: "held", filter: { here: true }, effects: [{ op: "draw", n: 1 }] },
  ],
});
