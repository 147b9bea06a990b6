import { defineCard } from "../types.js";

/** Ravenbloom Student — Unit, Mind, 2 Energy. */
export default defineCard({
  code: "OGN-103",
  name: "Ravenbloom Student",
  text: "When you play a spell, give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" } },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
  ],
});
