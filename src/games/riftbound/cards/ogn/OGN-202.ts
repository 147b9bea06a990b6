import { defineCard } from "../types.js";

/** Jinx, Rebel — Unit (Champion), Chaos, 5 Energy + 1 Chaos Power. Triggers once per discard (598). */
export default defineCard({
  code: "OGN-202",
  name: "Jinx, Rebel",
  text: "When you discard one or more cards, ready me and give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      // "one or more": once per discard (598; the cards one discard instruction or cost discards are one batch)
      on: "discarded",
      filter: { player: "you" },
      batch: true,
      effects: [
        { op: "ready", what: { self: true } },
        { op: "might", what: { self: true }, amount: 1, duration: "turn" },
      ],
    },
  ],
});
