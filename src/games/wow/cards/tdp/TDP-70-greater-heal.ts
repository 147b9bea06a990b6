import { wowCard } from "../types.js";

/** Greater Heal (TDP-70): Ability (Holy), 4, Priest. */
export default wowCard({
  id: "TDP-70",
  name: "Greater Heal",
  text: "Your hero heals 14 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 14, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
