import { defineCard } from "../types.js";

/** Clockwork Keeper — Unit, Calm, 2 Energy. */
export default defineCard({
  code: "OGN-044",
  name: "Clockwork Keeper",
  text: "As you play me, you may pay :rb_rune_calm: as an additional cost. If you do, draw 1.",
  abilities: [],
  unsupported:
    "no optional additional Power cost (560.2.b): needs a passive 'optional additional cost of 1 Calm Power' chosen with the play action and paid in 561, plus a condition 'the optional cost was paid' (560.4.d.1, even if discounted to 0) for a draw 1 when it resolves",
});
