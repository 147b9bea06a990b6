import { wowCard } from "../types.js";

/** Windseer Tarus (HoA-271): Horde Ally, Tauren, 4, 3/3. */
export default wowCard({
  id: "HoA-271",
  name: "Windseer Tarus",
  text: "When Windseer Tarus attacks for the first time each turn, you may pay 1. If you do, ready him.",
  powers: [
    {
      kind: "trigger",
      on: "attacks-first-time",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "ready", what: "self" } }],
    },
  ],
});
