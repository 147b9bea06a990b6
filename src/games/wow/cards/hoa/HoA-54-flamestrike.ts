import { wowCard } from "../types.js";

/** Flamestrike (HoA-54): Ability, 7. */
export default wowCard({
  id: "HoA-54",
  name: "Flamestrike",
  text: "Your hero deals 3 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "damage", amount: 3, type: "fire", to: "each-opposing-character", by: "your-hero" }],
    },
  ],
});
