import { defineCard } from "../types.js";

/** Pit Crew — Unit, Mind, 3 Energy. */
export default defineCard({
  code: "OGN-091",
  name: "Pit Crew",
  text: "When you play a gear, ready me.",
  abilities: [
    {
      kind: "triggered",
      // "When you play a gear": a "played" event of a gear by you (555.1, 583).
      on: "played",
      filter: { player: "you", subject: { type: "gear" } },
      effects: [{ op: "ready", what: { self: true } }],
    },
  ],
});
