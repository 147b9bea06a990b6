import { defineCard } from "../types.js";

/**
 * Frisky Hunter — Unit, Calm, 4 Energy.
 * The Bird token (CR 1.4 187.7) is played "here": his battlefield, or his base (175).
 */
export default defineCard({
  code: "UNL-033",
  name: "Frisky Hunter",
  text: "When you play me, play a 1 :rb_might: Bird unit token with [Deflect] here. (Opponents must pay :rb_rune_rainbow: to choose it with a spell or ability.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Bird", n: 1, at: "here" }],
    },
  ],
});
