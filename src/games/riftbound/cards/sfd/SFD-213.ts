import { defineCard } from "../types.js";

/**
 * Ornn's Forge — Battlefield. A cost passive for its controller (181) on gear, while no friendly non-token gear
 * was played this turn (the gear being played is not yet played as its cost is determined, 560.4).
 */
export default defineCard({
  code: "SFD-213",
  name: "Ornn's Forge",
  text: "While you control this battlefield, the first friendly non-token gear played each turn costs :rb_energy_1: less.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "gear" } },
        mod: { discount: { energy: 1 } },
        when: {
          not: {
            happened: {
              kind: "played",
              filter: { player: "you", subject: { type: "gear", token: false } },
            },
          },
        },
      },
    },
  ],
});
