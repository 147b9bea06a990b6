import { defineCard } from "../types.js";

/**
 * Walking Roost — Unit, Chaos, 5 Energy. [Deflect] is printed. The opponent is chosen on resolution (asked only with
 * several, CR 1.4 355); they play the Bird token (170: its controller is the player who plays it) to their base.
 */
export default defineCard({
  code: "UNL-130",
  name: "Walking Roost",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen you play me, choose an opponent. They play a 1 :rb_might: Bird unit token with [Deflect].",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "token", token: "Bird", n: 1, at: "base" },
        { op: "actAs", seat: null },
      ],
    },
  ],
});
