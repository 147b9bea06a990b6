import { wowCard } from "../types.js";

/** Major Healing Potion (TDP-265): Equipment (Item, Potion), 1. */
export default wowCard({
  id: "TDP-265",
  name: "Major Healing Potion",
  text: "1, Destroy Major Healing Potion -> Your hero heals 5 damage from itself.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "heal", amount: 5, to: "your-hero", by: "your-hero" }],
    },
  ],
});
