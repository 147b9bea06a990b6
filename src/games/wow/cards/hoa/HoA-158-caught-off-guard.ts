import { wowCard } from "../types.js";

/** Caught Off-Guard (HoA-158): Ability, 1 (503.2a ends it). */
export default wowCard({
  id: "HoA-158",
  name: "Caught Off-Guard",
  text: "Target hero or ally has -2 ATK this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "atk-this-turn", what: { target: 0 }, amount: -2 }],
    },
  ],
});
