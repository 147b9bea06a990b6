import { defineCard } from "../types.js";

/** Brazen Buccaneer — Unit, Fury, 6 Energy. Optional additional cost: discard 1 for 2 Energy less (560.2.b). */
export default defineCard({
  code: "OGN-002",
  name: "Brazen Buccaneer",
  text: "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by :rb_energy_2:.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "discard", discount: { energy: 2 } } },
  ],
});
