import { wowCard } from "../types.js";

/** Onslaught Girdle (TDP-258): Equipment (Armor, Waist (1), Plate), 4, 2 DEF. */
export default wowCard({
  id: "TDP-258",
  name: "Onslaught Girdle",
  text: "Exhaust one of your armor -> Your weapons have +1 ATK this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustArmor: true },
      targets: [],
      effects: [{ op: "weapons-atk-this-turn", amount: 1 }],
    },
  ],
});
