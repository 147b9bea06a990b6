import { defineCard } from "../types.js";

/**
 * Applied Researchers — Unit, Mind, 4 Energy. [Empower] [3] (CR 1.4 827); [Empowered] your spells cost [1][rainbow]
 * less, the Energy not below [1] (560.4, 560.4.b; the Power pip of any domain, as Vex, Cheerless).
 */
export default defineCard({
  code: "VEN-055",
  name: "Applied Researchers",
  text: "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me. Use only if not Empowered.)\n[Empowered][>] Your spells cost :rb_energy_1::rb_rune_rainbow: less, to a minimum of :rb_energy_1:.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 3 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" } },
        mod: { discount: { energy: 1, anyPower: 1 }, min: 1 },
        when: { is: { self: true }, filter: { state: ["empowered"] } },
      },
    },
  ],
});
