import { wowCard } from "../types.js";

/** Jin'lak Nightfang (HoA-244): Horde Ally, Troll, 2, 3 ATK / 1 health. */
export default wowCard({
  id: "HoA-244",
  name: "Jin'lak Nightfang",
  text: "3 -> Target hero or ally can't protect this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3 },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "cant-protect-this-turn", what: { target: 0 } }],
    },
  ],
});
