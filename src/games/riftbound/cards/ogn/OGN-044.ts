import { defineCard } from "../types.js";

/** Clockwork Keeper — Unit, Calm, 2 Energy. */
export default defineCard({
  code: "OGN-044",
  name: "Clockwork Keeper",
  text: "As you play me, you may pay :rb_rune_calm: as an additional cost. If you do, draw 1.",
  abilities: [],
  unsupported:
    "no optional additional Power cost (560.2.b): the play action names optional costs only as `discard`/`exhaust` and the scenario runner has no key to choose a Power one; needs a passive 'optional additional cost of 1 Calm Power' paid in 561 (the `paidOptional` condition for 'if you do, draw 1' exists)",
});
