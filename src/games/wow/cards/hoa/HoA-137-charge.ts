import { wowCard } from "../types.js";

/** Charge (HoA-137): Ability, 1. */
export default wowCard({
  id: "HoA-137",
  name: "Charge",
  text: "Exhaust target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "exhaust", what: { target: 0 } },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});
