import { defineCard } from "../types.js";

/**
 * Sprite Queen — Unit, Mind, 7 Energy + 1 Power.
 * Two trigger conditions of one effect (582): "when you play me" (543.2) and the start of her controller's Beginning
 * Phase (515.2); the Sprite token has [Temporary] built in (178, as Sprite Mother's).
 */
export default defineCard({
  code: "UNL-084",
  name: "Sprite Queen",
  text: "When you play me or at the start of your Beginning Phase, play a ready 3 :rb_might: Sprite unit token with [Temporary] to your base. (Kill them at the start of their controller's next Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "base", ready: true }],
    },
    {
      kind: "triggered",
      on: "beginningPhase", // 515.2: the start of your Beginning Phase
      filter: { player: "you" },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "base", ready: true }],
    },
  ],
});
