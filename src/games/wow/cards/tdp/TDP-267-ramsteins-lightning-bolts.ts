import { wowCard } from "../types.js";

/** Ramstein's Lightning Bolts (TDP-267): Equipment (Item, Trinket (2)), 3. */
export default wowCard({
  id: "TDP-267",
  name: "Ramstein's Lightning Bolts",
  text: "2, Destroy Ramstein's Lightning Bolts -> Your hero deals 1 nature damage to each hero and ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "nature", to: "each-character", by: "your-hero" }],
    },
  ],
});
