import { wowCard } from "../types.js";

/** Galahandra, Keeper of the Silent Grove (HoA-184): Ally, 2, 0 nature / 1 health. */
export default wowCard({
  id: "HoA-184",
  name: "Galahandra, Keeper of the Silent Grove",
  text: "Elusive <p> 1, [Exhaust] -> Exhaust target ally.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [{ select: "ally" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
