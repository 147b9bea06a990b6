import { wowCard } from "../types.js";

/** Litori Frostburn (HoA-5): Hero, 25 health. */
export default wowCard({
  id: "HoA-5",
  name: "Litori Frostburn",
  text: "2, Flip Litori Frostburn -> Target hero or ally can't attack this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "cant-attack-this-turn", what: { target: 0 } }],
    },
  ],
});
