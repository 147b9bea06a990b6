import { wowCard } from "../types.js";

/** Blistering Fire (TDP-46): Ability (Fire), 1, Mage. */
export default wowCard({
  id: "TDP-46",
  name: "Blistering Fire",
  text: "Your hero deals 3 fire damage to target hero.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero" }],
      effects: [{ op: "damage", amount: 3, type: "fire", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
