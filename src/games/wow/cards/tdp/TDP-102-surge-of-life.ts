import { wowCard } from "../types.js";

/** Surge of Life (TDP-102): Instant Ability (Restoration), 2, Shaman. */
export default wowCard({
  id: "TDP-102",
  name: "Surge of Life",
  text: "Your hero heals 5 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 5, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
