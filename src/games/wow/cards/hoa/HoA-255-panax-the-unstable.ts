import { wowCard } from "../types.js";

/** Panax the Unstable (HoA-255): Horde Ally, Undead, 5, 3/5 (the cost destroys him; he deals the damage as he last was, CR 7.4 709.2d). */
export default wowCard({
  id: "HoA-255",
  name: "Panax the Unstable",
  text: "X, Destroy Panax -> Panax deals X arcane damage to each ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, destroySelf: true },
      targets: [],
      effects: [{ op: "damage", amount: "x", type: "arcane", to: "each-ally", by: "self" }],
    },
  ],
});
