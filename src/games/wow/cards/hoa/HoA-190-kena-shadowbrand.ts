import { wowCard } from "../types.js";

/** Kena Shadowbrand (HoA-190): Ally, 3, 1 shadow / 3 health. */
export default wowCard({
  id: "HoA-190",
  name: "Kena Shadowbrand",
  text: "[Exhaust], Put 1 damage on Kena Shadowbrand -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, damageSelf: 1 },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
