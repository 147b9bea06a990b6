import { wowCard } from "../types.js";

/** Kryton Barleybeard (HoA-193): Ally, 1, 2 holy / 1 health. "Target ability" is an ability in play (001 413.3, WOW-EX-25). */
export default wowCard({
  id: "HoA-193",
  name: "Kryton Barleybeard",
  text: "2, Destroy Kryton Barleybeard -> Put target ability into its owner's hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [{ select: "ability" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
