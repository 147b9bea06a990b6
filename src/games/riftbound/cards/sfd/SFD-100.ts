import { defineCard } from "../types.js";

/** Yordle Explorer — Unit, Body, 4 Energy. "A card with Power cost [A][A] or more": its printed Power cost (130.2). */
export default defineCard({
  code: "SFD-100",
  name: "Yordle Explorer",
  text: "When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { power: { op: ">=", value: 2 } } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
