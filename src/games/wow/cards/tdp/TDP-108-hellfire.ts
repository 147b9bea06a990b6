import { wowCard } from "../types.js";

/** Hellfire (TDP-108): Ability, 6, Warlock (seriallos tags it Restoration). */
export default wowCard({
  id: "TDP-108",
  name: "Hellfire",
  text: "Your hero deals 5 fire damage to each hero and ally.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "damage", amount: 5, type: "fire", to: "each-character", by: "your-hero" }],
    },
  ],
});
