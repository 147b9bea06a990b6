import { wowCard } from "../types.js";

/** Stylean Silversteel (HoA-218): Ally, 6, 4 holy / 5 health. */
export default wowCard({
  id: "HoA-218",
  name: "Stylean Silversteel",
  text: "When Stylean Silversteel enters play, she heals 3 damage from each hero and ally in your party.",
  powers: [
    {
      kind: "enters",
      targets: [],
      effects: [{ op: "heal", amount: 3, to: "each-character-in-your-party", by: "self" }],
    },
  ],
});
