import { wowCard } from "../types.js";

/** Lhurg Venomblade (HoA-199): Ally, 4, 2 melee / 2 health. */
export default wowCard({
  id: "HoA-199",
  name: "Lhurg Venomblade",
  text: "[Exhaust] -> Destroy target exhausted ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "exhausted-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
