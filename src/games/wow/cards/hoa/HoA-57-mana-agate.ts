import { wowCard } from "../types.js";

/** Mana Agate (HoA-57): Ability (Arcane), 2: an ongoing ability with a payment power (CR 7.4 701). */
export default wowCard({
  id: "HoA-57",
  name: "Mana Agate",
  text: "Ongoing: 1, Destroy Mana Agate -> Draw 2 cards.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});
