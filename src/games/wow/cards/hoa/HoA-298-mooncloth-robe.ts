import { wowCard } from "../types.js";

/** Mooncloth Robe (HoA-298): Equipment (Armor, Chest (1), Cloth), 4, DEF 0; Mage, Priest, Warlock. */
export default wowCard({
  id: "HoA-298",
  name: "Mooncloth Robe",
  text: "2, [Exhaust], Exhaust your hero -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true, exhaustHero: true },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
