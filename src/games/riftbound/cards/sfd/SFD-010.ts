import { defineCard } from "../types.js";

/**
 * Void Drone — Unit, Fury, 3 Energy. A cost change of the card itself (560.4, 570.2: it works from where it is
 * played), only while it is not in its owner's hand as its cost is determined.
 */
export default defineCard({
  code: "SFD-010",
  name: "Void Drone",
  text: "I cost :rb_energy_2: less to play from anywhere other than your hand.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { not: { is: { self: true }, filter: { at: "hand" } } },
      },
    },
  ],
});
