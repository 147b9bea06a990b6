import { defineCard } from "../types.js";

/**
 * Stealthy Pursuer — Unit, Chaos. Listens for another friendly unit's move (608) leaving its own location (base or
 * battlefield); "I may be moved with it" is an optional move (not a standard move: nothing is exhausted) to where
 * that unit went.
 */
export default defineCard({
  code: "OGN-177",
  name: "Stealthy Pursuer",
  text: "When a friendly unit moves from my location, I may be moved with it.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { subject: { type: "unit", controller: "friendly", other: true }, from: "here" },
      effects: [
        {
          op: "may",
          prompt: "Move Stealthy Pursuer with it?",
          then: [{ op: "move", what: { self: true }, to: "eventDestination" }],
        },
      ],
    },
  ],
});
