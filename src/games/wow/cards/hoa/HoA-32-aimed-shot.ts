import { wowCard } from "../types.js";

/**
 * Aimed Shot (HoA-32): Ability (Marksmanship, Talent), 1 + X, Hunter. "Marksmanship Hero Required" is a deck
 * restriction (100.2b, decks.ts).
 */
export default wowCard({
  id: "HoA-32",
  name: "Aimed Shot",
  text: "Marksmanship Hero Required <p> Your hero deals X ranged damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: "x", type: "ranged", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
