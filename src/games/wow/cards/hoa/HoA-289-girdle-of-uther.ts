import { wowCard } from "../types.js";

/** Girdle of Uther (HoA-289): Equipment (Armor, Waist (1), Plate), 4, 2 DEF. */
export default wowCard({
  id: "HoA-289",
  name: "Girdle of Uther",
  text: "4, [Exhaust] -> Ready your hero and one of your Melee weapons.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 4, exhaustSelf: true },
      targets: [],
      effects: [
        { op: "ready", what: "your-hero" },
        { op: "choose", select: "your-melee-weapon" },
        { op: "ready", what: "chosen" },
      ],
    },
  ],
});
