import { wowCard } from "../types.js";

/** Milo the Unmerciful (HoA-208): Ally, 2, 3/2. */
export default wowCard({
  id: "HoA-208",
  name: "Milo the Unmerciful",
  text: "[Exhaust] -> Exhaust target armor.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "armor" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
