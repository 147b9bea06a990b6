import { defineCard } from "../types.js";

/**
 * Ravenbloom Prefect — Unit, Chaos, 3 Energy.
 * "You may banish me to banish it": a may that banishes me, then the gear (603).
 */
export default defineCard({
  code: "VEN-102",
  name: "Ravenbloom Prefect",
  text: "When an opponent plays a gear, you may banish me to banish it.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "opponent", subject: { type: "gear" } },
      effects: [
        {
          op: "may",
          prompt: "Banish Ravenbloom Prefect to banish that gear?",
          then: [
            { op: "banish", what: { self: true } },
            { op: "banish", what: { event: "object" } },
          ],
        },
      ],
    },
  ],
});
