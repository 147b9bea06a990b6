import { defineCard } from "../types.js";

/**
 * Trevor Snoozebottom — Unit, Calm, 3 Energy.
 * [Shield] printed. The Sprite token is 3 Might with [Temporary] (178.2); "a ready … token here" (175).
 */
export default defineCard({
  code: "UNL-048",
  name: "Trevor Snoozebottom",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\nWhen I hold, play a ready 3 :rb_might: Sprite unit token with [Temporary] here. (Kill it at the start of its controller's next Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "here", ready: true }],
    },
  ],
});
