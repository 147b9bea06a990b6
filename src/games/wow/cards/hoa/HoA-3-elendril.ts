import { wowCard } from "../types.js";

/** Elendril (HoA-3): Hero, Alliance Night Elf Hunter (Marksmanship), 28 health. */
export default wowCard({
  id: "HoA-3",
  name: "Elendril",
  text: "1, Flip Elendril -> Your Ranged weapons have +3 ATK this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, flip: true },
      targets: [],
      effects: [{ op: "weapons-atk-this-turn", tag: "Ranged", amount: 3 }],
    },
  ],
});
