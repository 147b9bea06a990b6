import { wowCard } from "../types.js";

/** Gouge (HoA-99): Instant Ability (Combo, Combat), 1, Rogue. */
export default wowCard({
  id: "HoA-99",
  name: "Gouge",
  text: "Exhaust target hero or ally. It can't ready during its controller's next ready step.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "exhaust", what: { target: 0 } },
        { op: "cant-ready-next", what: { target: 0 } },
      ],
    },
  ],
});
