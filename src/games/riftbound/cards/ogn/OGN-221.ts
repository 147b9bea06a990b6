import { defineCard } from "../types.js";

/** Imperial Decree — Spell, Order, 5 Energy + 2 Order Power. Action (printed). */
export default defineCard({
  code: "OGN-221",
  name: "Imperial Decree",
  text: "[Action] (Play on your turn or in showdowns.)\nWhen any unit takes damage this turn, kill it.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          // A triggered ability lasting this turn (CR 1.4 389-392): each "damaged" event of a unit (139.3).
          op: "createTrigger",
          duration: "turn",
          trigger: {
            on: "damaged",
            filter: { subject: { type: "unit" } },
            effects: [{ op: "kill", what: { event: "object" } }],
          },
        },
      ],
    },
  ],
});
