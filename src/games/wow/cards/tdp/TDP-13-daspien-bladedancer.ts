import { wowCard } from "../types.js";

/** Daspien Bladedancer (TDP-13): Hero, Rogue (Combat), 27 health. */
export default wowCard({
  id: "TDP-13",
  name: "Daspien Bladedancer",
  text: "5, Flip Daspien Bladedancer -> Daspien deals X melee damage to target hero or ally, where X is the combined ATK of your Melee weapons.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, flip: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: "your-melee-weapons-atk", type: "melee", to: { target: 0 }, by: "self" }],
    },
  ],
});
