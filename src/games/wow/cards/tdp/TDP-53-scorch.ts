import { wowCard } from "../types.js";

/** Scorch (TDP-53): Ability (Fire), 0, Mage. */
export default wowCard({
  id: "TDP-53",
  name: "Scorch",
  text: "Your hero deals 1 fire damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
