import { defineCard } from "../types.js";

/**
 * Dropboarder — Unit, Mind, 4 Energy. An intervening "if" (CR 1.4 383.2.a.1), checked again as it resolves.
 */
export default defineCard({
  code: "SFD-072",
  name: "Dropboarder",
  text: "When you play me, if you control two or more gear, ready me.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { exists: { type: "gear", controller: "friendly" }, atLeast: 2 },
      effects: [
        {
          op: "if",
          cond: { exists: { type: "gear", controller: "friendly" }, atLeast: 2 },
          then: [{ op: "ready", what: { self: true } }],
        },
      ],
    },
  ],
});
