import { defineCard } from "../types.js";

/**
 * Black Market Broker — Unit, Chaos, 3 Energy. "When you play a card from face down" (723.1.c: a hidden card is
 * played from its battlefield's Facedown Zone): the `played` event's `fromFacedown`. Gold gear token: SFD-T03.
 */
export default defineCard({
  code: "SFD-121",
  name: "Black Market Broker",
  text: "When you play a card from face down, play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", data: { fromFacedown: true } },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});
