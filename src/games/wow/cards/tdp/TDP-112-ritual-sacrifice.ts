import { wowCard } from "../types.js";

/** Ritual Sacrifice (TDP-112): Warlock Ability, Demonology, 2. */
export default wowCard({
  id: "TDP-112",
  name: "Ritual Sacrifice",
  text: "Ongoing: Destroy an ally in your party -> Your hero deals 1 shadow damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroyAlly: {} },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "shadow", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
