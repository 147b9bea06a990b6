import { defineCard } from "../types.js";

/** Eager Apprentice — Unit, Mind, 3 Energy. */
export default defineCard({
  code: "OGN-084",
  name: "Eager Apprentice",
  text: "While I'm at a battlefield, the Energy costs for spells you play is reduced by :rb_energy_1:, to a minimum of :rb_energy_1:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "spellEnergyDiscount", amount: 1, min: 1, when: { selfAtBattlefield: true } },
    },
  ],
});
