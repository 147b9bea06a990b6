import { defineCard } from "../types.js";

/**
 * Shadowblade Lurker — Unit, Chaos, 5 Energy.
 * The discount is read as the cost is determined (560.4): [2] per card with my name in your trash.
 */
export default defineCard({
  code: "VEN-096",
  name: "Shadowblade Lurker",
  text: "I cost :rb_energy_2: less for each card with my name in your trash.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: { times: [{ count: { at: "trash", sameName: true } }, 2] } } },
        applies: { self: true },
      },
    },
  ],
});
