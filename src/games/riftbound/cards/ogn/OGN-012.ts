import { defineCard } from "../types.js";

/**
 * Noxus Hopeful — Unit, Fury, 4 Energy. "[Legion] — I cost [2] less": a cost passive of the card itself, applied
 * while it is played if another card was played this turn (724.1.c, 560.4, 570.2).
 */
export default defineCard({
  code: "OGN-012",
  name: "Noxus Hopeful",
  text: "[Legion] — I cost :rb_energy_2: less. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cost", mod: { discount: { energy: 2 } }, applies: { self: true }, when: { legion: true } },
    },
  ],
});
