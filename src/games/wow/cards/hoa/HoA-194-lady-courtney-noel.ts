import { wowCard } from "../types.js";

/** Lady Courtney Noel (HoA-194): Ally, 3, 1 holy / 4 health. */
export default wowCard({
  id: "HoA-194",
  name: "Lady Courtney Noel",
  text: "[Exhaust] -> Lady Courtney Noel heals 1 damage from each hero and ally in your party.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "each-character-in-your-party", by: "self" }],
    },
  ],
});
