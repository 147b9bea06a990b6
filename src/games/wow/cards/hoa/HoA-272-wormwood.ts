import { wowCard } from "../types.js";

/** Wormwood (HoA-272): Ally, 2, 1/1. */
export default wowCard({
  id: "HoA-272",
  name: "Wormwood",
  text: "1, Put 1 damage on Wormwood -> Put target ally into its owner's hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, damageSelf: 1 },
      targets: [{ select: "ally" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
