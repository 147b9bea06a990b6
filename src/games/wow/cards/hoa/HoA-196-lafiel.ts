import { wowCard } from "../types.js";

/** Lafiel (HoA-196): Ally, 6, 4 shadow / 5 health. */
export default wowCard({
  id: "HoA-196",
  name: "Lafiel",
  text: "2, [Exhaust] -> Destroy target ability.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true },
      targets: [{ select: "ability" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
