import { wowCard } from "../types.js";

/** Frost Shock (HoA-109): Instant Ability (Elemental), 2: only a character dealt damage is restricted (717.2b). */
export default wowCard({
  id: "HoA-109",
  name: "Frost Shock",
  text: "Your hero deals 2 frost damage to target hero or ally. A character dealt damage this way can't attack or protect this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        {
          op: "damage",
          amount: 2,
          type: "frost",
          to: { target: 0 },
          by: "your-hero",
          dealtCantAttack: true,
          dealtCantProtect: true,
        },
      ],
    },
  ],
});
