import { defineCard } from "../types.js";

/**
 * Treasure Trove — Gear, Chaos. "Leaves the board" is any change from the board to another zone (106, 109), however
 * it happens (killed by its own ability, returned to hand, banished); the trigger looks back at it from there.
 */
export default defineCard({
  code: "OGN-186",
  name: "Treasure Trove",
  text: "When this leaves the board, draw 1 and channel 1 rune exhausted.\n:rb_rune_chaos:, :rb_exhaust:: Kill this.",
  abilities: [
    {
      kind: "triggered",
      on: "leftBoard",
      filter: { self: true },
      zone: "any",
      effects: [
        { op: "draw", n: 1 },
        { op: "channel", n: 1, exhausted: true },
      ],
    },
    {
      kind: "activated",
      cost: { power: 1, powerDomain: "Chaos", exhaust: true },
      effects: [{ op: "kill", what: { self: true } }],
    },
  ],
});
