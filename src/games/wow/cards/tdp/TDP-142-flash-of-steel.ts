import { wowCard } from "../types.js";

/** Flash of Steel (TDP-142): Ability, 4, all classes. */
export default wowCard({
  id: "TDP-142",
  name: "Flash of Steel",
  text: "Your hero deals 3 melee damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
