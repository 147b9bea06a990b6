import { wowCard } from "../types.js";

/** Wrath (TDP-30): Ability (Balance), 2, Druid. */
export default wowCard({
  id: "TDP-30",
  name: "Wrath",
  text: "Your hero deals 3 nature damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "nature", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
