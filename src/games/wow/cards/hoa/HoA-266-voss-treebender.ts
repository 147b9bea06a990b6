import { wowCard } from "../types.js";

/** Voss Treebender (HoA-266): Ally, 1, 2 nature / 1 health. */
export default wowCard({
  id: "HoA-266",
  name: "Voss Treebender",
  text: "When Voss Treebender attacks, you may exhaust target hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "attacks",
      optional: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
