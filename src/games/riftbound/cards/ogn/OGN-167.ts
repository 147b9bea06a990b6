import { defineCard } from "../types.js";

/** Ember Monk — Unit, Chaos. "Play a card from [Hidden]": a card of yours played from facedown (723.1.c). */
export default defineCard({
  code: "OGN-167",
  name: "Ember Monk",
  text: "When you play a card from [Hidden], give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", data: { fromFacedown: true } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});
