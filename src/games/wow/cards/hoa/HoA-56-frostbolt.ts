import { wowCard } from "../types.js";

/** Frostbolt (HoA-56): Instant Ability (Frost), 3. */
export default wowCard({
  id: "HoA-56",
  name: "Frostbolt",
  text: "Your hero deals 3 frost damage to target hero or ally. A character dealt damage this way can't attack this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "frost", to: { target: 0 }, by: "your-hero", dealtCantAttack: true }],
    },
  ],
});
