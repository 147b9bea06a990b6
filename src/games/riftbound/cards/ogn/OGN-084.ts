import { defineCard } from "../types.js";

/** Eager Apprentice — Unit, Mind, 3 Energy. */
export default defineCard({
  code: "OGN-084",
  name: "Eager Apprentice",
  text: "While I'm at a battlefield, the Energy costs for spells you play is reduced by :rb_energy_1:, to a minimum of :rb_energy_1:.",
  abilities: [
    {
      kind: "passive",
      // 560.4, 560.4.b: a discount with a minimum on the spells its controller plays
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" } },
        mod: { discount: { energy: 1 }, min: 1 },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
