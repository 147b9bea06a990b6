import { defineCard } from "../types.js";

/**
 * Stargazer — Unit, Chaos, 5 Energy, 4 Might. Its controller's spells played from their trash for a [Flow] cost
 * (CR 1.4 829.1.c.1: the Flow cost replaces the base cost) cost [2] less, to a minimum of [1] (356.4.e).
 */
export default defineCard({
  code: "VEN-098",
  name: "Stargazer",
  text: "Spells with [Flow] you play from your trash cost :rb_energy_2: less, to a minimum of :rb_energy_1:.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" }, fromTrashWithFlow: true },
        mod: { discount: { energy: 2 }, min: 1 },
      },
    },
  ],
});
