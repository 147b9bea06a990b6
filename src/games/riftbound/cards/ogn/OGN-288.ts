import { defineCard } from "../types.js";

/** Startipped Peak — Battlefield. */
export default defineCard({
  code: "OGN-288",
  name: "Startipped Peak",
  text: "When you hold here, you may channel 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "held", // 630.2: controlled by the player who held (a battlefield's "you")
      filter: { here: true },
      effects: [{ op: "may", prompt: "Channel 1 rune exhausted?", then: [{ op: "channel", n: 1, exhausted: true }] }],
    },
  ],
});
