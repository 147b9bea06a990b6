import { wowCard } from "../types.js";

/** Dorric the Martyr (HoA-182): Alliance Ally, Dwarf, 1, 1/2 (the cost destroys him; he heals as he last was, CR 7.4 709.2d). */
export default wowCard({
  id: "HoA-182",
  name: "Dorric the Martyr",
  text: "1, Destroy Dorric -> Dorric heals all damage from target ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [{ select: "ally" }],
      effects: [{ op: "heal", amount: "all-damage", to: { target: 0 }, by: "self" }],
    },
  ],
});
