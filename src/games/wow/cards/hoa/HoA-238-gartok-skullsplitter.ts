import { wowCard } from "../types.js";

/** Gartok Skullsplitter (HoA-238): Ally, 1, 2/1. */
export default wowCard({
  id: "HoA-238",
  name: "Gartok Skullsplitter",
  text: "When Gartok Skullsplitter attacks, you may exhaust target armor.",
  powers: [
    {
      kind: "trigger",
      on: "attacks",
      optional: true,
      targets: [{ select: "armor" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
