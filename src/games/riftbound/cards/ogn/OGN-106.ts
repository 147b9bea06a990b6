import { defineCard } from "../types.js";

/** Sprite Mother — Unit, Mind, 4 Energy + 1 Power. */
export default defineCard({
  code: "OGN-106",
  name: "Sprite Mother",
  text: "When you play me, play a ready 3 :rb_might: Sprite unit token with [Temporary] here. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      // "here": my location, my battlefield or my base (053.3, 106.2.c).
      effects: [{ op: "token", token: "Sprite", n: 1, at: "here", ready: true }],
    },
  ],
});
