import { defineCard } from "../types.js";

/**
 * Brynhir Thundersong — Unit, Fury, 6 Energy. A restriction created when the trigger resolves, until the end of the
 * turn (517.2.b): opponents can't play cards ("cards" = main deck cards, 052), by any means.
 */
export default defineCard({
  code: "OGN-026",
  name: "Brynhir Thundersong",
  text: "When you play me, opponents can't play cards this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          passive: { kind: "cant", who: "opponent", action: { play: { type: "card" } } },
        },
      ],
    },
  ],
});
