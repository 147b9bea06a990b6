import { wowCard } from "../types.js";

/** Hammer of Justice (HoA-68): Instant Ability (Protection), 2. */
export default wowCard({
  id: "HoA-68",
  name: "Hammer of Justice",
  text: "Exhaust target hero or ally. It can't ready during its controller's next ready step. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "exhaust", what: { target: 0 } },
        { op: "cant-ready-next", what: { target: 0 } },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});
