import { defineCard } from "../types.js";

/**
 * Loyal Pup — Unit, Chaos, 3 Energy. "When you defend at a battlefield": once per combat (one batch of defend events);
 * "you may move me there" on resolution, to where the defenders are (608).
 */
export default defineCard({
  code: "SFD-126",
  name: "Loyal Pup",
  text: "When you defend at a battlefield, you may move me there.",
  abilities: [
    {
      kind: "triggered",
      on: "defended",
      filter: { player: "you" },
      batch: true,
      effects: [
        {
          op: "may",
          prompt: "Move Loyal Pup to the battlefield you defend?",
          then: [{ op: "move", what: { self: true }, to: { locationOf: { event: "object" } } }],
        },
      ],
    },
  ],
});
