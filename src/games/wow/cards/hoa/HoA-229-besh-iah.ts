import { wowCard } from "../types.js";

/** Besh'iah (HoA-229): Ally, 6, 4/4 (the cost: an ally in your party destroyed, 402.1). */
export default wowCard({
  id: "HoA-229",
  name: "Besh'iah",
  text: "Destroy an ally in your party -> Destroy target ability.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroyAlly: {} },
      targets: [{ select: "ability" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
