import { wowCard } from "../types.js";

/** Arcane Missiles (TDP-43): Ability (Arcane), X, Mage. */
export default wowCard({
  id: "TDP-43",
  name: "Arcane Missiles",
  text: "X can't be more than 5. <p> Your hero deals X arcane damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      maxX: 5,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: "x", type: "arcane", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
