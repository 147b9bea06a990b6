import { defineCard } from "../types.js";

/** Qiyana, Victorious — Unit (Champion), Body, 4 Energy + 1 Body Power, 4 Might. Deflect. */
export default defineCard({
  code: "OGN-155",
  name: "Qiyana, Victorious",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen I conquer, draw 1 or channel 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      // "When I conquer": my controller conquers the battlefield I am at (630.1).
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "modes",
          prompt: "Qiyana: draw 1 or channel 1 rune exhausted?",
          modes: [
            { label: "Draw 1", effects: [{ op: "draw", n: 1 }] },
            { label: "Channel 1 rune exhausted", effects: [{ op: "channel", n: 1, exhausted: true }] },
          ],
        },
      ],
    },
  ],
});
