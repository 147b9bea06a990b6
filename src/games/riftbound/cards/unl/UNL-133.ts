import { defineCard } from "../types.js";

/**
 * Blast Cone — Gear, Chaos, 4 Energy + 1 Power.
 * "When you move an enemy unit": a move by a spell or ability you control (moves of enemy units are never yours to make by standard move).
 */
export default defineCard({
  code: "UNL-133",
  name: "Blast Cone",
  text: "When you play this, you may move an enemy unit.\nWhen you move an enemy unit, you may exhaust this to [Stun] it. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" }, upTo: true }],
      effects: [{ op: "moveChoose", what: { target: "enemy" } }],
    },
    {
      kind: "triggered",
      on: "moved",
      filter: { by: "you", subject: { controller: "enemy" } },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Blast Cone to stun the moved unit?",
          cost: { exhaustSelf: true },
          then: [{ op: "stun", what: { event: "object" } }],
        },
      ],
    },
  ],
});
